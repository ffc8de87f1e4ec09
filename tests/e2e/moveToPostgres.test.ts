// The journey of issue 28's move ("Done when"): a SQLite server holding every area's data is
// stopped, `npm run move-to-postgres` (the real command, as a child process) copies it into a new
// PostgreSQL database, and a server started there with the same data folder (its secret) shows
// every area's screens as the SQLite one did, after signing in again: the sessions stay behind.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { startBuiltServer, type BuiltServer } from '../helpers/builtServer';
import { everyArea, seedEveryArea } from './everyArea';
import { freshPostgresDatabase } from './otherServer';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';

const run = promisify(execFile);
const postgres = await freshPostgresDatabase();
if (postgres === null && process.env.CI) throw new Error('PostgreSQL does not answer: CI runs the move to it');

/** Each screen of the comparison, and a text that shows it has loaded. */
const SCREENS: Array<[string, string]> = [
  ['/time-groups/calculate?from=2026-11-23&to=2026-11-24', everyArea.timeGroup],
  ['/notes-collections', everyArea.notesCollection],
  ['/recipe-collections', everyArea.recipe.collection],
  ['/shopping-list-parent', everyArea.shopping.list],
  ['/storage-groups', everyArea.storage.group],
  ['/drink-collections', everyArea.drink.collection],
  ['/collections', everyArea.collection.name],
  ['/counter-groups', everyArea.counter.name],
  ['/time-tracker/admin/define-urls/list', 'Editor beat'],
  ['/settings/device-control', 'Study laptop'],
  ['/dashboard/2026-11-23', everyArea.note.name],
];

/** What everyArea leaves out: a heartbeat and a device (each with a time group of its own). */
async function seedHeartbeatAndDevice(baseUrl: string, token: string): Promise<void> {
  const group = await api<{ _id: string }>(baseUrl, 'POST', '/time-group', { name: 'Side project' }, token);
  const subGroup = await api<{ _id: string }>(baseUrl, 'POST', '/sub-group', { name: 'Editing', timeGroupId: group._id }, token);
  await api(baseUrl, 'POST', '/heartbeat', { name: 'Editor beat', subGroupId: subGroup._id }, token);
  await api(baseUrl, 'POST', '/device', { name: 'Study laptop', timeGroupId: group._id, timeZone: 'Europe/Stockholm' }, token);
}

const main = (page: Page) => page.getByRole('main');

/** What each screen shows, and the note's and the drink's own screens (the photo drawn). */
async function screensOf(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const [screen, name] of SCREENS) {
    await page.goto(screen);
    await main(page).getByText(name, { exact: false }).first().waitFor();
    // The device form's choice of time groups loads after the list of devices.
    if (screen === '/settings/device-control') await main(page).locator('option', { hasText: 'Side project' }).waitFor({ state: 'attached' });
    shown.push(await settledText(page));
  }
  await page.goto('/notes-collections');
  await main(page).getByRole('link', { name: everyArea.notesCollection }).first().click();
  await main(page).getByRole('link', { name: everyArea.note.name }).first().click();
  await main(page).getByText(everyArea.note.entry).waitFor();
  shown.push(await settledText(page));
  await page.goto('/drink-collections');
  await main(page).getByRole('link', { name: everyArea.drink.collection }).first().click();
  await main(page).getByRole('link', { name: everyArea.drink.name }).first().click();
  const photo = main(page).getByRole('img', { name: `Photo of ${everyArea.drink.name}` });
  // Polled by the page (expect.poll runs only inside a test; the SQLite side runs in beforeAll).
  await page.waitForFunction((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0, await photo.elementHandle());
  shown.push(await settledText(page));
  return shown;
}

/** The screen's text once no part of it says it is still loading (every such text starts "Loading"). */
async function settledText(page: Page): Promise<string> {
  await page.waitForFunction(() => !/\bLoading\b/.test(document.querySelector('main')?.innerText ?? ''));
  return main(page).innerText();
}

describe.skipIf(postgres === null)('moving a SQLite server to PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lifelog-e2e-move-'));
  let browser: Browser;
  let server: BuiltServer | undefined;
  let username: string;
  let before: SignedInUser;
  let onSqlite: string[];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startBuiltServer({ dataDir })]);
    ({ username, user: before } = await signUp(server.baseUrl));
    await seedEveryArea(server.baseUrl, before);
    await seedHeartbeatAndDevice(server.baseUrl, before.access.token);
    const { page } = await openPage(browser, server.baseUrl);
    await seedUser(page, before);
    onSqlite = await screensOf(page);
    await page.context().close();
    await server.stop();
    server = undefined;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves the stopped server with npm run move-to-postgres and says what to set next', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/move-to-postgres.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres!.url, SECRET: '' },
    });
    expect(stdout).toMatch(/^Moved \d+ rows in \d+ tables into .* in [\d.]+ s; every table's row count and checksum match\.$/m);
    expect(stdout).toContain(`Keep DATA_DIR=${dataDir}`);
  });

  it('shows every area the same on PostgreSQL, after signing in again', async () => {
    server = await startBuiltServer({ dataDir, env: { DATABASE_URL: postgres!.url } });
    // The sessions stayed behind: the old refresh token is refused, the password still opens.
    await expect(api(server.baseUrl, 'POST', '/auth/refreshtoken', { refreshToken: before.access.refreshToken })).rejects.toThrow(/failed/);
    const again = await api<SignedInUser>(server.baseUrl, 'POST', '/auth/login', { username, password: e2ePassword });
    const { page } = await openPage(browser, server.baseUrl);
    await seedUser(page, again);
    expect(await screensOf(page)).toEqual(onSqlite);

    await page.goto('/password-groups');
    await main(page).getByLabel('Extra password', { exact: true }).fill(everyArea.extraPassword);
    await main(page).getByRole('button', { name: 'Open passwords' }).click();
    await main(page).getByRole('link', { name: `Open ${everyArea.password.group}` }).click();
    await main(page).getByText(everyArea.password.username).waitFor({ timeout: 30_000 });
  });
});
