// Issue 8's heartbeat journey in real Chromium against `npm start`: define a heartbeat URL for a
// sub group on /time-tracker/admin/define-urls with a 12-second timeout, find its key on its page,
// copy the ready curl command from /time-tracker/integrations, send three heartbeats with that
// very command (curl, in a shell), and see the stamp running, then ended at the last heartbeat
// once the timeout has passed (the server's sweep runs every 5 s). No console errors, no axe
// violations on the heartbeat screens.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { format } from 'date-fns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser';
import { api, seedUser, signUp } from './session';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Stamp {
  _id: string;
  ended: boolean;
  startTime: string;
  endTime: string | null;
}

it('sends three heartbeats as curl would and sees a stamp that ends after the timeout', async () => {
  const { user } = await signUp(baseUrl);
  const token = user.access.token;
  const group = await api<{ _id: string }>(baseUrl, 'POST', '/time-group', { name: 'Work' }, token);
  const subGroup = await api<{ _id: string }>(baseUrl, 'POST', '/sub-group', { name: 'Coding', timeGroupId: group._id }, token);
  const { page, errors } = await openPage(browser, baseUrl);
  await seedUser(page, user);

  await page.goto('/time-tracker/admin/define-urls');
  await page.getByRole('heading', { level: 1, name: 'New heartbeat URL' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByLabel('Name', { exact: true }).fill('Terminal');
  await page.getByLabel('Sub group').selectOption({ label: 'Coding' });
  await page.getByLabel('Timeout in minutes').fill('0.2');
  await page.getByRole('button', { name: 'Create heartbeat URL' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit heartbeat URL' }).waitFor();
  expect(await page.title()).toContain('Edit heartbeat URL');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'How to send heartbeats' }).click();
  const card = page.getByRole('region', { name: 'Terminal' });
  await card.waitFor();
  await expectNoAxeViolations(page);
  const curl = (await card.locator('code').nth(1).textContent()) ?? '';
  expect(curl).toMatch(/^curl -fsS -X POST -H 'X-Heartbeat-Key: [A-Za-z0-9_-]{32}' 'http:\/\/127\.0\.0\.1:\d+\/api\/heartbeat\/[A-Za-z0-9_-]{12}'$/);

  // Three heartbeats, two seconds apart, with the page's own command.
  const answers: Array<{ data: { timeStampId: string; started: boolean } }> = [];
  for (let beat = 0; beat < 3; beat += 1) {
    if (beat > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
    const { stdout } = await run('sh', ['-c', curl]);
    answers.push(JSON.parse(stdout) as (typeof answers)[number]);
  }
  const lastBeatAt = Date.now();
  expect(answers.map((answer) => answer.data.started)).toEqual([true, false, false]);
  const stampId = answers[0]!.data.timeStampId;
  expect(new Set(answers.map((answer) => answer.data.timeStampId))).toEqual(new Set([stampId]));

  await page.goto(`/sub-group/${subGroup._id}`);
  const running = await api<Stamp>(baseUrl, 'GET', `/time-stamp?timeStampId=${stampId}`, undefined, token);
  expect(running.ended).toBe(false);

  // 12 s without a heartbeat, then the next sweep (at most 5 s later) ends it at the last one.
  await expect
    .poll(async () => (await api<Stamp>(baseUrl, 'GET', `/time-stamp?timeStampId=${stampId}`, undefined, token)).ended, { timeout: 30_000, interval: 1000 })
    .toBe(true);
  const ended = await api<Stamp>(baseUrl, 'GET', `/time-stamp?timeStampId=${stampId}`, undefined, token);
  const endsAt = Date.parse(ended.endTime!);
  expect(endsAt - Date.parse(ended.startTime)).toBeGreaterThanOrEqual(3500);
  expect(Math.abs(endsAt - lastBeatAt)).toBeLessThan(1500);
  expect(Date.now() - lastBeatAt).toBeGreaterThanOrEqual(12_000);
  // The sub group's page lists it, ended, at its local end time (the browser runs in this machine's zone).
  await page.reload();
  await page.getByText(format(new Date(endsAt), 'yyyy-MM-dd HH:mm:ss')).first().waitFor();
  expect(errors).toEqual([]);
}, 90_000);
