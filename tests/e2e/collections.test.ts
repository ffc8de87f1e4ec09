// The collections as their user meets them in real Chromium against `npm start` (issue 13's "done
// when"): a drink collection with three drinks, one with a photo; the collection and one drink
// shared and opened in a fresh browser without an account; the drink's link revoked (gone at
// once) and the collection's expired (its expiry chosen under a browser clock set back, so it ends
// seconds later); a collection "Records" with four field types, 20 items imported from CSV,
// filtered and sorted, a field's type changed; a counter counted up and down, undone, and its
// history drawn.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';
import { expectToast, recordToasts } from './toasts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let watched: WatchedPage;
let page: Page;
let token: string;
// The steps build on each other in one account, in order.
let drinkCollectionId: string;
let negroniLink: string;
let classicsLink: string;

const call = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, method, path, body, token);
const toast = (text: string) => expectToast(page, text);
const idInUrl = () => new URL(page.url()).pathname.split('/').at(-1) ?? '';
const dayMs = 86_400_000;

beforeAll(async () => {
  browser = await launchBrowser();
  const { username } = await signUp(baseUrl);
  token = (await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword })).access.token;
  watched = await openPage(browser, baseUrl);
  page = watched.page;
  // A step that cannot happen fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(10_000);
  await page.addInitScript(recordToasts);
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }));
});

afterAll(async () => {
  // The visitor's reads of revoked and expired links are 404s the browser reports itself.
  expect(watched.errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  await browser?.close();
});

/** A page in a browser context of its own, with no session: someone the link was sent to. */
async function visitor(): Promise<WatchedPage> {
  const visit = await openPage(browser, baseUrl);
  visit.page.setDefaultTimeout(10_000);
  return visit;
}

describe('drinks, shared', () => {
  it('makes a drink collection with three drinks, one with a photo', async () => {
    await page.goto('/drink-collections');
    await page.getByRole('heading', { level: 1, name: 'Drinks' }).waitFor();
    await page.getByLabel('New collection').fill('Classics');
    await page.getByRole('button', { name: 'Add collection' }).click();
    await toast('Added drink collection');
    await page.getByRole('main').getByRole('link', { name: /Classics/ }).click();
    await page.waitForURL(/\/drink-collection\/[^/]+$/);
    drinkCollectionId = idInUrl();

    await page.getByLabel('New drink').fill('Negroni');
    await page.getByRole('button', { name: 'Add drink' }).click();
    await toast('Added drink');
    await page.waitForURL(/\/drink\/[^/?]+/);
    await page.getByRole('textbox', { name: 'Ingredients' }).fill('3 cl gin\n3 cl Campari\n3 cl sweet vermouth');
    await page.getByRole('textbox', { name: 'Method' }).fill('Stir with ice.\nStrain over a large cube.');
    await page.getByRole('textbox', { name: 'Glass' }).fill('Rocks');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Ask Anna for her vermouth.');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b3202a' } }).jpeg().toBuffer();
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'negroni.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Photo uploaded').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Updated drink');
    await expect.poll(() => page.getByRole('img', { name: 'Photo of Negroni' }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);

    // The other two through the API: the journey is about sharing them.
    await call('POST', '/drink', { name: 'Daiquiri', collectionId: drinkCollectionId, ingredients: [{ text: '6 cl white rum' }, { text: '2 cl lime juice' }, { text: '1.5 cl sugar syrup' }] });
    await call('POST', '/drink', { name: 'Gimlet', collectionId: drinkCollectionId, ingredients: [{ text: '6 cl gin' }, { text: '2 cl lime cordial' }] });
    // One page holds them all (200 by default), so there is no next one.
    const { drinks, next } = await call<{ drinks: Array<{ name: string; imageId: string | null }>; next: string | null }>('GET', `/drink?collectionId=${drinkCollectionId}`);
    expect(next).toBeNull();
    expect(drinks.map(({ name, imageId }) => [name, imageId !== null])).toEqual([
      ['Daiquiri', false],
      ['Gimlet', false],
      ['Negroni', true],
    ]);
  });

  it('shares the Negroni and opens it in a fresh browser without an account', async () => {
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('radio', { name: 'Never' }).check();
    await page.getByRole('button', { name: 'Create link' }).click();
    await toast('Link created');
    negroniLink = await page.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(negroniLink).toMatch(new RegExp(`^${baseUrl}/public/drink/[A-Za-z0-9_-]{43}$`));
    await expectNoAxeViolations(page);

    const { page: guest } = await visitor();
    await guest.goto(negroniLink);
    await guest.getByRole('heading', { level: 1, name: 'Negroni' }).waitFor();
    await guest.getByText('3 cl Campari').waitFor();
    // The photo comes through the public path, without a session; the private notes never come.
    await expect.poll(() => guest.getByRole('img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await guest.getByText('Ask Anna').count()).toBe(0);
    await guest.getByRole('button', { name: 'One serving more' }).click();
    await guest.getByText('6 cl gin').waitFor();
    await expectNoAxeViolations(guest);
    await guest.context().close();
  });

  it('revokes the Negroni link, and it is gone at once', async () => {
    const { page: guest } = await visitor();
    await guest.goto(negroniLink);
    await guest.getByRole('heading', { level: 1, name: 'Negroni' }).waitFor();

    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Yes, revoke' }).click();
    await toast('Link revoked');
    await guest.reload();
    await guest.getByRole('heading', { level: 1, name: 'This link is gone' }).waitFor();
    await expectNoAxeViolations(guest);
    await guest.context().close();
  });

  it('shares the collection for a day, under a clock set back so that the day ends seconds later, and the link expires', async () => {
    // The owner's browser thinks it is a day ago, less 15 seconds: "after 1 day" ends 15 s from now.
    const owner = await page.context().newPage();
    owner.setDefaultTimeout(10_000);
    await owner.clock.install({ time: new Date(Date.now() - dayMs + 15_000) });
    await owner.clock.resume();
    await owner.goto(`/drink-collection/${drinkCollectionId}`);
    await owner.getByRole('heading', { level: 1, name: 'Classics' }).waitFor();
    await owner.getByRole('button', { name: 'Share' }).click();
    await owner.getByRole('radio', { name: 'After 1 day' }).check();
    await owner.getByRole('button', { name: 'Create link' }).click();
    classicsLink = await owner.getByRole('textbox', { name: 'Public link' }).inputValue();
    await owner.close();
    const [link] = await call<Array<{ expiresAt: string }>>('GET', `/share?kind=drinkCollection&targetId=${drinkCollectionId}`);
    expect(Date.parse(link!.expiresAt) - Date.now()).toBeLessThan(15_000);

    const { page: guest } = await visitor();
    await guest.goto(classicsLink);
    await guest.getByRole('heading', { level: 1, name: 'Classics' }).waitFor();
    await guest.getByRole('heading', { name: 'Daiquiri' }).first().waitFor();
    expect(await guest.getByText('Ask Anna').count()).toBe(0);
    await expectNoAxeViolations(guest);

    // Once the link's day is over by the server's clock, the same page finds it gone.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(link!.expiresAt) - Date.now() + 1_000)));
    await guest.reload();
    await guest.getByRole('heading', { level: 1, name: 'This link is gone' }).waitFor();
    await guest.context().close();
  }, 60_000);
});

describe('Records, a collection of your own', () => {
  it('makes Records with four field types (and Year as text, to change later)', async () => {
    await page.goto('/collections');
    await page.getByLabel('New collection').fill('Records');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast('Added collection');
    await page.getByRole('main').getByRole('link', { name: /Records/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
    await page.getByRole('button', { name: 'Add fields' }).click();

    const fields: Array<[string, string]> = [
      ['Title', 'Text'],
      ['Year', 'Text'],
      ['Rating', 'Rating (1–5)'],
      ['Owned', 'Yes/no'],
      ['Bought', 'Date'],
    ];
    for (const [index, [name, type]] of fields.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add a field' }).click();
      const row = page.getByRole('group', { name: 'New field' }).last();
      await row.getByLabel('Type').selectOption({ label: type });
      await row.getByLabel('Name').fill(name);
    }
    await page.getByRole('button', { name: 'Save fields' }).click();
    await toast('Updated collection');
    await expectNoAxeViolations(page);
  });

  it('imports 20 records from CSV, all or nothing', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => [`Album ${String(index + 1).padStart(2, '0')}`, String(1960 + index * 3), String((index % 5) + 1), index % 2 === 0 ? 'yes' : 'no', `2024-03-${String(index + 1).padStart(2, '0')}`]);
    const csv = ['Title,Year,Rating,Owned,Bought', ...rows.map((row) => row.join(','))].join('\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'records.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import 20 items' }).click();
    await toast('Imported');
    await page.getByText('Showing 20 of 20').waitFor();
    const records = (await call<Array<{ _id: string; name: string }>>('GET', '/collection')).find(({ name }) => name === 'Records')!;
    // One page holds them all (500 by default), so there is no next one.
    const { items, next } = await call<{ items: Array<{ values: Record<string, unknown> }>; next: string | null }>('GET', `/item?collectionId=${records._id}`);
    expect(next).toBeNull();
    expect(items).toHaveLength(20);
    expect(items.map(({ values }) => Object.values(values)).at(-1)).toEqual(expect.arrayContaining(['Album 20', '2017', 5, false, '2024-03-20']));
    await expectNoAxeViolations(page);
  });

  it('filters and sorts the records, and keeps the view', async () => {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Rating' });
    await page.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'is more than' });
    await page.getByRole('textbox', { name: 'Value' }).fill('3');
    await page.getByRole('button', { name: 'Add filter' }).last().click();
    await page.getByText('Showing 8 of 20').waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Year' });
    await page.getByLabel('Order').selectOption({ label: 'Descending' });
    await expect.poll(() => page.getByRole('table').getByRole('row').nth(1).textContent()).toContain('Album 20');

    await page.reload();
    await page.getByText('Showing 8 of 20').waitFor();
    await expect.poll(() => page.getByRole('table').getByRole('row').nth(1).textContent()).toContain('Album 20');
  });

  it('changes Year from text to a number, converting every value', async () => {
    await page.getByRole('button', { name: 'Edit fields' }).click();
    await page.getByRole('group', { name: 'Year' }).getByLabel('Type').selectOption({ label: 'Number' });
    await page.getByRole('button', { name: 'Save fields' }).click();
    await toast('Updated collection');
    const collection = (await call<Array<{ name: string; fields: Array<{ id: string; name: string; type: string }> }>>('GET', '/collection')).find(({ name }) => name === 'Records')!;
    const year = collection.fields.find(({ name }) => name === 'Year')!;
    expect(year.type).toBe('number');
    expect(await page.getByRole('heading', { name: 'Values that could not be converted' }).count()).toBe(0);
  });
});

describe('counters', () => {
  it('counts up and down, undoes the last change and draws the history', async () => {
    await page.goto('/counter-groups');
    await page.getByLabel('New counter group').fill('Health');
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByRole('button', { name: 'Add counter to Health' }).click();
    const form = page.getByRole('form', { name: 'New counter in Health' });
    await form.getByLabel('Name').fill('Glasses of water');
    await form.getByRole('button', { name: 'Add counter', exact: true }).click();

    const up = page.getByRole('button', { name: 'Add 1 to Glasses of water' });
    await up.click();
    await up.click();
    await up.click();
    await page.getByRole('button', { name: 'Take 1 from Glasses of water' }).click();
    await page.getByRole('button', { name: /^Undo/ }).click();
    await toast('Undid the last change');
    await expect
      .poll(async () => (await call<Array<{ name: string; counters: Array<{ name: string; value: number }> }>>('GET', '/counter-group')).flatMap((group) => group.counters).find(({ name }) => name === 'Glasses of water')?.value)
      .toBe(3);

    await page.getByRole('button', { name: 'History of Glasses of water' }).click();
    await page.locator('.recharts-surface').first().waitFor();
    await expectNoAxeViolations(page);
  });
});
