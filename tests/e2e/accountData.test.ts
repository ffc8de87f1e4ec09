// The journey of issue 26 ("Done when"): a user with something in every area downloads everything
// (a progress bar shows), a new user on a server on the other database (PostgreSQL; otherServer.ts)
// restores the file, and every area's screens show the same things on both servers: names,
// totals, notes' answers, the photos and the counters' history; the vault opens with the same
// extra password.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser';
import { everyArea, seedEveryArea } from './everyArea';
import { startOtherServer, type OtherServer } from './otherServer';
import { seedUser, signUp } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let other: OtherServer;
/** The user who has everything, on the journeys' server, and the new user on the other one. */
let from: Page;
let to: Page;
let file: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const [first, server] = await Promise.all([signUp(baseUrl), startOtherServer()]);
  other = server;
  await seedEveryArea(baseUrl, first.user);
  from = (await openPage(browser, baseUrl)).page;
  await seedUser(from, first.user);
  to = (await openPage(browser, other.baseUrl)).page;
  await seedUser(to, (await signUp(other.baseUrl)).user);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await other?.stop();
});

const main = (page: Page) => page.getByRole('main');

describe('taking an account to another server', () => {
  it('downloads everything with a progress bar', async () => {
    await from.goto('/settings/data');
    await main(from).getByText(/Your account holds \d+ rows/).waitFor();
    // A slow line, so the download lasts long enough to be watched.
    const cdp = await from.context().newCDPSession(from);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 20_000, uploadThroughput: 20_000 });
    const downloaded = from.waitForEvent('download');
    await main(from).getByRole('button', { name: 'Download everything' }).click();
    await main(from).getByRole('progressbar', { name: 'Download progress' }).waitFor();
    const download = await downloaded;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    file = await download.path();
    await main(from).getByText(`Saved as ${download.suggestedFilename()}.`).waitFor();
  });

  it(`restores it into a new account on the other server (${process.env.CI ? 'PostgreSQL' : 'PostgreSQL when it answers'})`, async () => {
    await to.goto('/settings/data');
    await main(to).getByLabel('Choose a file').setInputFiles(file);
    const preview = main(to).getByRole('group', { name: 'What the file holds' });
    await preview.getByText(/^Time tracking: \d+ rows$/).waitFor();
    await preview.getByText(/^Password vault \(locked\): \d+ rows$/).waitFor();
    await expectNoAxeViolations(to);
    await preview.getByRole('button', { name: 'Restore' }).click();
    await main(to).getByText(/^Restored \d+ rows\. Everything is in place\.$/).waitFor({ timeout: 30_000 });
  });

  it.each([
    ['time', '/time-groups/calculate?from=2026-11-23&to=2026-11-24', everyArea.timeGroup],
    ['notes', '/notes-collections', everyArea.notesCollection],
    ['recipes', '/recipe-collections', everyArea.recipe.collection],
    ['storage', '/storage-groups', everyArea.storage.group],
    ['collections', '/collections', everyArea.collection.name],
    ['counters', '/counter-groups', everyArea.counter.name],
  ])('shows the same %s screen on both servers', async (_area, path, name) => {
    const shown = async (page: Page) => {
      await page.goto(path);
      await main(page).getByText(name, { exact: false }).first().waitFor();
      return main(page).innerText();
    };
    expect(await shown(to)).toBe(await shown(from));
  });

  it("shows the note's answers, the drink's photo, the list's item and the counter's history", async () => {
    const note = async (page: Page) => {
      await page.goto('/notes-collections');
      await main(page).getByRole('link', { name: everyArea.notesCollection }).first().click();
      await main(page).getByRole('link', { name: everyArea.note.name }).first().click();
      await main(page).getByText(everyArea.note.entry).waitFor();
      return main(page).innerText();
    };
    expect(await note(to)).toBe(await note(from));

    await to.goto('/drink-collections');
    await main(to).getByRole('link', { name: everyArea.drink.collection }).first().click();
    await main(to).getByRole('link', { name: everyArea.drink.name }).first().click();
    await expect.poll(() => main(to).getByRole('img', { name: `Photo of ${everyArea.drink.name}` }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    await to.goto('/shopping-list-parent');
    await main(to).getByRole('link', { name: everyArea.shopping.list }).first().click();
    await main(to).getByText(everyArea.shopping.item).waitFor();

    await to.goto('/counter-groups');
    await main(to).getByRole('button', { name: `History of ${everyArea.counter.name}` }).click();
    await to.locator('.recharts-surface').first().waitFor();
  });

  it('opens the vault with the same extra password', async () => {
    await to.goto('/password-groups');
    await to.getByRole('heading', { level: 1, name: 'Open passwords' }).waitFor();
    await main(to).getByLabel('Extra password', { exact: true }).fill(everyArea.extraPassword);
    await main(to).getByRole('button', { name: 'Open passwords' }).click();
    await main(to).getByRole('link', { name: `Open ${everyArea.password.group}` }).click();
    await main(to).getByText(everyArea.password.username).waitFor({ timeout: 30_000 });
  });
});
