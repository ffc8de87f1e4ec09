// Device control as its owner meets it in real Chromium against `npm start` (issue 27's "done
// when"): add a device (its key shown once), switch device shutdown on, give every day a window
// that ends in two minutes and a one-hour limit, run the POSIX shell agent (the file the screen
// shows) with a stand-in shutdown command, see it warn, then "shut down" once the day's use reaches
// the limit, see the screen show the device's last contact, and see the agent do nothing when the
// server cannot be reached. The server keeps real time, so the window is set around now in a zone
// where now is mid-day (no midnight inside the test).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';
import { expectToast, recordToasts } from './toasts';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);
const AGENT = path.resolve(__dirname, '../../src/web/features/deviceControl/agents/lifelog-device.sh');
const MINUTE = 60_000;

/** A zone where it is now between 03:00 and 21:00, so a window from an hour ago to two minutes ahead stays inside today. */
const zone = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Pacific/Auckland'].find((candidate) => {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: candidate, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return hour >= 3 && hour < 21;
})!;
const clockIn = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

let browser: Browser;
let watched: WatchedPage;
let page: Page;
let token: string;
let workDir: string;
const device = { id: '', key: '' };
const heartbeat = { id: '', key: '' };
let groupId = '';
let userId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const { username } = await signUp(baseUrl);
  const login = () => api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword });
  const first = await login();
  token = first.access.token;
  userId = first._id;
  // The time group that measures the device, and a heartbeat URL into it for the agent (the time tracker's own screens make these).
  const group = await api<{ _id: string }>(baseUrl, 'POST', '/time-group', { name: 'Screen time' }, token);
  groupId = group._id;
  const subGroup = await api<{ _id: string }>(baseUrl, 'POST', '/sub-group', { name: 'Laptop', timeGroupId: groupId }, token);
  const beat = await api<{ _id: string; key: string }>(baseUrl, 'POST', '/heartbeat', { name: 'Laptop agent', subGroupId: subGroup._id }, token);
  Object.assign(heartbeat, { id: beat._id, key: beat.key });
  watched = await openPage(browser, baseUrl, { timezoneId: zone });
  page = watched.page;
  await page.addInitScript(recordToasts);
  await seedUser(page, await login());
  workDir = mkdtempSync(path.join(os.tmpdir(), 'lifelog-agent-'));
});

afterAll(async () => {
  expect(watched.errors).toEqual([]);
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const shutdownFile = () => path.join(workDir, 'shut-down');
/** One round of the agent, as cron or a timer runs it, with a shutdown that writes a file. */
const agentRound = (url = baseUrl) =>
  run('sh', [AGENT], {
    env: {
      PATH: process.env.PATH,
      LIFELOG_URL: url,
      DEVICE_ID: device.id,
      DEVICE_KEY: device.key,
      HEARTBEAT_ID: heartbeat.id,
      HEARTBEAT_KEY: heartbeat.key,
      SHUTDOWN_COMMAND: `echo off > '${shutdownFile()}'`,
      ONCE: '1',
    },
    timeout: 15_000,
  });

describe('device control', () => {
  it('adds a device and shows its key once', async () => {
    await page.goto('/settings/device-control');
    await page.getByRole('heading', { name: 'Device control', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Name').fill('Laptop');
    await page.getByLabel('Time group that measures its use').selectOption({ label: 'Screen time' });
    await page.getByRole('button', { name: 'Add device' }).click();
    await expectToast(page, 'Added device');
    const panel = page.getByRole('region', { name: 'The key of Laptop' });
    device.key = (await panel.locator('code').first().textContent()) ?? '';
    expect(device.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    device.id = (await api<Array<{ _id: string }>>(baseUrl, 'GET', '/device', undefined, token))[0]!._id;
    await expect.poll(() => panel.getByText(`DEVICE_ID='${device.id}'`, { exact: false }).count()).toBe(2);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByText(device.key).count()).toBe(0);
  });

  it('switches device shutdown on and saves a window ending in two minutes with a one-hour limit', async () => {
    await page.getByRole('switch', { name: 'Use device shutdown' }).check();
    await expectToast(page, 'Saved device shutdown config');
    const now = new Date();
    await page.getByRole('button', { name: 'Add allowed hours on Monday' }).click();
    await page.getByLabel('Monday: from').fill(clockIn(new Date(now.getTime() - 60 * MINUTE)));
    await page.getByLabel('Monday: until').fill(clockIn(new Date(now.getTime() + 2 * MINUTE)));
    await page.getByLabel('Monday: limit').selectOption({ label: 'A limit of my own' });
    await page.getByLabel('Monday: minutes a day').fill('60');
    await page.getByRole('button', { name: "Use Monday's rules every day for Laptop" }).click();
    await page.getByRole('button', { name: 'Save hours and limits' }).click();
    // The same toast as the switch's, which may still be showing (a repeated toast is not queued twice): the account says it is saved.
    const saved = async () => (await api<{ preferences: { deviceShutdownConfig?: { devices: unknown[] } } }>(baseUrl, 'GET', `/auth/user/${userId}`, undefined, token)).preferences.deviceShutdownConfig?.devices.length;
    await expect.poll(saved).toBe(1);
  });

  it('the shell agent sends the heartbeat and warns before the window ends', async () => {
    const { stdout } = await agentRound();
    expect(stdout).toMatch(/^lifelog: This computer shuts down at /m);
    expect(existsSync(shutdownFile())).toBe(false);
    const stamps = await api<{ timeStamps: Array<{ timeGroupId: string }> }>(baseUrl, 'GET', '/time-stamp?active=true', undefined, token);
    expect(stamps.timeStamps.map((stamp) => stamp.timeGroupId)).toEqual([groupId]);
  });

  it('runs the shutdown command once the day’s use reaches the limit', async () => {
    const now = Date.now();
    // An hour of use earlier today, as the time tracker would hold it.
    await api(baseUrl, 'POST', '/time-stamp', { name: 'Earlier', timeGroupId: groupId, startTime: new Date(now - 62 * MINUTE).toISOString(), endTime: new Date(now - 2 * MINUTE).toISOString() }, token);
    const { stdout } = await agentRound();
    expect(stdout).toContain('lifelog: Shutting down now');
    expect(readFileSync(shutdownFile(), 'utf8').trim()).toBe('off');
  });

  it("shows the device's last contact and that it was told to shut down, at phone width too", async () => {
    await page.reload();
    const row = page.getByRole('listitem', { name: 'Laptop' });
    await row.getByText('Told to shut down').waitFor();
    await row.getByText(/^Last contact \d\d:\d\d/).waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  it('does nothing when the server cannot be reached', async () => {
    rmSync(shutdownFile(), { force: true });
    const { stdout } = await agentRound('http://127.0.0.1:9');
    expect(stdout).toBe('');
    expect(existsSync(shutdownFile())).toBe(false);
  });
});
