// The time tracker as its user meets it in real Chromium against `npm start` (issue 8's "done
// when"): stamp in on Home and watch the clock tick, stamp out, edit and reopen the stamp, move a
// sub group into another, see the day on the timeline and the graph, calculate a range and
// download it as CSV, and let three heartbeats sent with the integrations page's own curl command
// make a stamp that the server ends at the last one, and import a Toggl file through its preview.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, hitAtCentre, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';
import { expectToast, recordToasts } from './toasts';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);
let browser: Browser;
let watched: WatchedPage;
let page: Page;
// One account for the file (sign-up is limited to 10 an hour per address and the e2e files share
// one server); the steps below build on each other in it, in order.
let username: string;
let token: string;

interface Group {
  _id: string;
  name: string;
  total: number;
}
interface Stamp {
  _id: string;
  name: string;
  startTime: string;
  endTime?: string | null;
  ended: boolean;
  durationInMs: number;
}

const get = <T>(path: string) => api<T>(baseUrl, 'GET', path, undefined, token);
const workTotal = async () => (await get<Group[]>('/time-group')).find((group) => group.name === 'Work')?.total ?? 0;
const stampPage = async (query: string) => (await get<{ timeStamps: Stamp[] }>(`/time-stamp?${query}`)).timeStamps;
const activeStamps = () => stampPage('active=true');
/** The one item of a list the journey expects exactly one of. */
function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

/** A local time as the stamp page writes it: YYYY-MM-DD HH:mm:ss in the browser's (and this machine's) zone. */
function localText(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}
const localDay = (at: Date) => localText(at).slice(0, 10);

const toast = (text: string) => expectToast(page, text);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ username } = await signUp(baseUrl));
  const user = await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword });
  token = user.access.token;
  watched = await openPage(browser, baseUrl);
  page = watched.page;
  await page.addInitScript(recordToasts);
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }));
});

afterAll(async () => {
  expect(watched.errors).toEqual([]);
  await browser?.close();
});

describe('the time tracker, one day of it', () => {
  it('stamps in from Home with a new group and sub group, and the clock ticks', async () => {
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByText('Nothing tracked yet', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await main.getByRole('combobox', { name: 'Time group' }).fill('Work');
    await main.getByRole('combobox', { name: 'Sub group' }).fill('Writing');
    await main.getByRole('button', { name: 'Start stamp' }).click();

    const stop = main.getByRole('button', { name: 'Stop Writing' });
    await stop.waitFor();
    const clock = main.getByRole('timer').first();
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await activeStamps()).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  it('stamps out with one tap', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Stop Writing' }).click();
    await page.getByRole('main').getByText('No stamp is running.').waitFor();
    await expect.poll(async () => (await activeStamps()).length).toBe(0);
  });

  it('edits the stamp: the group total changes by the difference', async () => {
    const stamp = only(await stampPage(`date=${localDay(new Date())}&timeZone=${Intl.DateTimeFormat().resolvedOptions().timeZone}`));
    const before = await workTotal();
    expect(before).toBe(stamp.durationInMs);

    await page.goto(`/time-stamp/${stamp._id}`);
    const main = page.getByRole('main');
    const start = new Date(Date.now() - 3 * 3_600_000);
    start.setMilliseconds(0);
    const end = new Date(start.getTime() + 90 * 60_000);
    // A date and a time each, as a phone picks them (issue 24 item 13).
    for (const [legend, at] of [['Start', start], ['End', end]] as const) {
      const fields = main.getByRole('group', { name: legend });
      await fields.getByLabel('Date').fill(localDay(at));
      await fields.getByLabel('Time').fill(localText(at).slice(11));
    }
    await main.getByRole('button', { name: 'Save times' }).click();
    await toast('Updated time-stamp');

    await expect.poll(workTotal).toBe(before + (90 * 60_000 - stamp.durationInMs));
    await expectNoAxeViolations(page);
  });

  it('reopens the stamp, which runs again on Home, and stops it there', async () => {
    const main = page.getByRole('main');
    const ended = main.getByRole('switch', { name: 'Ended' });
    await ended.click();
    // The switch's own state and the running clock say it; no toast repeats it.
    await expect.poll(() => ended.isChecked()).toBe(false);
    await main.getByText('(Running)').waitFor();
    expect(await activeStamps()).toHaveLength(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await main.getByRole('button', { name: 'Stop Writing' }).click();
    await main.getByText('No stamp is running.').waitFor();
  });

  it('moves the sub group into another in the admin: the old one disappears', async () => {
    const main = page.getByRole('main');
    // A second sub group to move into, stamped in and out from Home.
    await main.getByRole('combobox', { name: 'Time group' }).fill('Work');
    await main.getByRole('combobox', { name: 'Sub group' }).fill('Reading');
    await main.getByRole('button', { name: 'Start stamp' }).click();
    await main.getByRole('button', { name: 'Stop Reading' }).click();
    await main.getByText('No stamp is running.').waitFor();
    const totalBefore = await workTotal();

    await page.goto('/time-tracker/admin');
    await main.getByRole('button', { name: 'Move Writing' }).click();
    await main.getByRole('combobox', { name: 'Move the time stamps of Writing into' }).selectOption({ label: 'Reading' });
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Move and delete Writing' }).click();
    await toast('Moved and deleted sub-group');
    await expect.poll(() => main.getByRole('button', { name: 'Move Writing' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Move Reading' }).count()).toBe(1);
    expect(await workTotal()).toBe(totalBefore);
  });

  it('shows the day on the timeline and the graph', async () => {
    const main = page.getByRole('main');
    await page.goto('/time-groups/time');
    await main.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => main.getByText(/Reading \(Work\)/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Graph' }).click();
    await page.waitForURL('**/time-groups/graph**');
    await main.locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => main.getByRole('rowheader', { name: 'Work' }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it('calculates a range and downloads it as CSV', async () => {
    const main = page.getByRole('main');
    await page.goto('/time-groups/calculate');
    const today = new Date();
    await main.getByLabel('From').first().fill(localDay(new Date(today.getTime() - 7 * 86_400_000)));
    await main.getByLabel('To').first().fill(localDay(today));
    await main.getByRole('button', { name: 'Calculate' }).click();
    const row = main.getByRole('row').filter({ hasText: 'Work' }).first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d+:\d{2}/);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Name,From,To,Hours:minutes,Decimal hours');
    const work = lines.find((line) => line.startsWith('Work,'))?.split(',') ?? [];
    // All of Work's time lies in the range: the file says what the server's total says.
    const minutes = Math.floor((await workTotal()) / 60_000);
    expect(work[3]).toBe(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
    expect(Math.abs(Number(work[4]) - minutes / 60)).toBeLessThan(0.02);
  });

  it('takes three heartbeats sent as curl would, and ends the stamp at the last one after the timeout', { timeout: 90_000 }, async () => {
    const main = page.getByRole('main');
    await page.goto('/time-tracker/admin/define-urls');
    await main.getByRole('textbox', { name: 'Name' }).fill('Editor');
    await main.getByRole('combobox', { name: 'Sub group' }).selectOption({ label: 'Reading' });
    await main.getByRole('textbox', { name: 'Timeout in minutes' }).fill('0.2');
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Create heartbeat URL' }).click();
    await toast('Created heartbeat URL');

    await page.goto('/time-tracker/integrations');
    const command = main.getByText(/^curl -fsS -X POST/).first();
    await command.waitFor();
    await expectNoAxeViolations(page);
    const curl = (await command.textContent()) ?? '';
    expect(curl).toMatch(new RegExp(`^curl -fsS -X POST -H 'X-Heartbeat-Key: [A-Za-z0-9_-]{32}' '${baseUrl}/api/heartbeat/[A-Za-z0-9_-]{12}'$`));

    // Three heartbeats a second apart, each by running the page's own command in a shell.
    let lastBeat = 0;
    const started: boolean[] = [];
    for (let beat = 0; beat < 3; beat += 1) {
      if (beat > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      const { stdout } = await run('sh', ['-c', curl]);
      lastBeat = Date.now();
      started.push((JSON.parse(stdout) as { data: { started: boolean } }).data.started);
    }
    expect(started).toEqual([true, false, false]);
    const running = only(await activeStamps());
    expect(running.name).toBe('Reading');
    await page.goto('/');
    await main.getByRole('button', { name: 'Stop Reading' }).waitFor();

    // No heartbeat for 12 s: the server ends the stamp at its last heartbeat.
    await expect.poll(async () => (await activeStamps()).length, { timeout: 45_000, interval: 1000 }).toBe(0);
    const ended = await get<Stamp>(`/time-stamp?timeStampId=${running._id}`);
    expect(ended.ended).toBe(true);
    expect(Math.abs(Date.parse(ended.endTime ?? '') - lastBeat)).toBeLessThan(1500);
    await page.reload();
    await main.getByText('No stamp is running.').waitFor();
  });

  it('imports a Toggl file: the preview says what comes, and the group has its time on the file\'s day', async () => {
    const csv = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags\r\n' +
      'Ada,ada@example.com,Acme AB,Imported client work,,Fix login bug,Yes,2024-03-04,09:00:00,2024-03-04,10:30:00,01:30:00,"Development, Backend"\r\n';
    await page.goto('/time-tracker/import');
    const main = page.getByRole('main');
    await main.getByLabel('CSV file').setInputFiles({ name: 'toggl.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await main.getByRole('button', { name: 'Preview' }).click();
    await main.getByRole('heading', { name: 'What will be created' }).waitFor();
    // Axe checks these screens in their stories; the step stays cheap.
    expect(await main.getByRole('row', { name: /Imported client work/ }).textContent()).toContain('1:30');
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    // The way on opens the file's days in the range view: the imported group with its hour and a half.
    await main.getByRole('link', { name: 'See the imported time' }).click();
    await page.waitForURL('**/time-groups/calculate?from=2024-03-04&to=2024-03-04');
    await expect.poll(() => main.getByRole('row', { name: /Imported client work/ }).textContent()).toContain('1:30');
  });

  it('on a phone, stamps in and out with the thumb: one large button at the bottom of the screen', async () => {
    const phone = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await seedUser(phone.page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }));
    await phone.page.goto('/');
    const main = phone.page.getByRole('main');
    // The most used sub group (Reading) is one tap away, within the lower third of the screen.
    const start = main.getByRole('button', { name: 'Start Reading', exact: true });
    await start.waitFor();
    const box = await start.boundingBox();
    expect(box?.y).toBeGreaterThan(844 * (2 / 3));
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await start.tap();
    const stop = main.getByRole('button', { name: 'Stop Reading' }).last();
    await stop.waitFor();

    // While it runs, the start form's own button, scrolled just into view, is not under the dock
    // or the bottom bar: a tap there starts a second stamp (and stops nothing).
    await main.getByRole('combobox', { name: 'Time group' }).fill('Work');
    await main.getByRole('combobox', { name: 'Sub group' }).fill('Writing');
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    const startStamp = main.getByRole('button', { name: 'Start stamp' });
    await startStamp.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
    const hit = await hitAtCentre(startStamp);
    expect(hit).toMatchObject({ onTop: true });
    await phone.page.touchscreen.tap(hit.x, hit.y);
    const stopWriting = main.getByRole('button', { name: 'Stop Writing' });
    await stopWriting.first().waitFor();
    expect(await activeStamps()).toHaveLength(2);
    await stopWriting.first().tap();
    await expect.poll(() => stopWriting.count()).toBe(0);
    expect(await activeStamps()).toHaveLength(1);
    // Back at the top of the page, once the screen has settled after the stop.
    await expect
      .poll(async () => {
        await phone.page.evaluate(() => window.scrollTo(0, 0));
        return (await stop.boundingBox())?.y;
      })
      .toBeGreaterThan(844 * (2 / 3));
    await stop.tap();
    await main.getByRole('button', { name: 'Start Reading', exact: true }).waitFor();
    expect(await activeStamps()).toHaveLength(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone.page);
    expect(phone.errors).toEqual([]);
  });
});
