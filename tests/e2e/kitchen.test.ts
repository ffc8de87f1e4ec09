// The kitchen loop as its user meets it in real Chromium against `npm start` (issue 12's "done
// when"): import a recipe from a page on a local site (allowed through OUTBOUND_ALLOW_HOSTS),
// edit it and save it with a photo, scale it to 6 servings, add its ingredients to the default
// shopping list (the flour merged with the flour already on it), check the items off on a
// phone-size screen, put them into the Pantry, find the recipe under "What can I cook?", and
// print the Pantry's QR label; then import a schema.org file and the same page's address into a
// new collection in one go, previewed first.
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, hitAtCentre, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';
import { expectToast, recordToasts } from './toasts';

const baseUrl = inject('baseUrl');
const recipePagesUrl = inject('recipePagesUrl');
let browser: Browser;
let watched: WatchedPage;
let page: Page;
let token: string;
// The steps build on each other in one account, in order.
let collectionId: string;
let groceriesId: string;
let pantryId: string;
let recipeId: string;

interface ShoppingItem {
  name: string;
  quantity: number | null;
  unit: string | null;
  checked: boolean;
}
interface StorageItem {
  name: string;
  quantity: number | null;
  unit: string | null;
}

const call = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, method, path, body, token);
const toast = (text: string) => expectToast(page, text);
const idInUrl = () => new URL(page.url()).pathname.split('/').at(-1) ?? '';
/** Taps Undo where it shows (it must be on top there, not under a bar) and sees `name` back among the items to buy. */
async function undoByTapping(name: string) {
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.waitFor();
  const hit = await hitAtCentre(undo);
  expect(hit).toMatchObject({ onTop: true });
  await page.mouse.click(hit.x, hit.y);
  await page.getByRole('list', { name: /^To buy/ }).getByRole('checkbox', { name }).waitFor();
  expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(false);
}
/** Printed (print media), the label shows and the page around it (its heading, the sidebar) does not. */
async function expectOnlyTheLabelPrinted(label: Locator) {
  await page.emulateMedia({ media: 'print' });
  try {
    expect(await label.isVisible()).toBe(true);
    expect(await label.getByText(/^https?:/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print label' }).isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
  } finally {
    await page.emulateMedia({ media: null });
  }
}
const amounts = (items: Array<ShoppingItem | StorageItem>) => items.map(({ name, quantity, unit }) => [name, quantity, unit]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));

beforeAll(async () => {
  browser = await launchBrowser();
  const { username } = await signUp(baseUrl);
  token = (await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword })).access.token;
  watched = await openPage(browser, baseUrl);
  page = watched.page;
  // A step that cannot happen fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(10_000);
  await page.addInitScript(recordToasts);
  // Printing opens the browser's dialog; the journey only needs to know it was asked for.
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 });
  });
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }));

  // What the kitchen already had: a recipe collection, a grocery list with flour on it, a pantry.
  collectionId = (await call<{ _id: string }>('POST', '/recipe-collection', { name: 'Breakfasts' }))._id;
  groceriesId = (await call<{ _id: string }>('POST', '/shopping-list', { name: 'Groceries' }))._id;
  await call('POST', '/shopping-item', { shoppingListId: groceriesId, items: [{ name: 'wheat flour', quantity: 0.3, unit: 'kg' }] });
  pantryId = (await call<{ _id: string }>('POST', '/storage-group', { name: 'Pantry' }))._id;
});

afterAll(async () => {
  expect(watched.errors).toEqual([]);
  await browser?.close();
});

describe('the kitchen loop', () => {
  it('makes Groceries the default shopping list', async () => {
    await page.goto('/shopping-lists');
    await page.getByRole('heading', { level: 1, name: 'Shopping lists' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Set Groceries as default' }).click();
    await toast('Set default shopping list');
  });

  it('imports a recipe from a page, edits it and saves it with a photo', async () => {
    await page.goto(`/add-recipe/${collectionId}`);
    await page.getByLabel('Recipe URL').fill(`${recipePagesUrl}/oat-pancakes.html`);
    await page.getByRole('button', { name: 'Import' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Oat pancakes & berries');
    await expect.poll(() => page.getByLabel('Ingredients').inputValue()).toBe('200 g wheat flour\n3 dl milk\n2 eggs\n1 pinch salt');
    await expectNoAxeViolations(page);

    await name.fill('Oat pancakes');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d9a441' } }).jpeg().toBuffer();
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'pancakes.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Oat pancakes' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Added recipe');
    await page.waitForURL(/\/recipe\/[^/]+$/);
    recipeId = idInUrl();

    const recipe = await call<{ name: string; servings: number | null; ingredients: string[]; steps: string[]; imageId: string | null; sourceUrl: string | null }>(
      'GET',
      `/recipe?recipeId=${recipeId}`,
    );
    expect(recipe).toMatchObject({ name: 'Oat pancakes', servings: 4, sourceUrl: `${recipePagesUrl}/oat-pancakes.html` });
    expect(recipe.steps).toContain('Fry thin pancakes in butter, two minutes a side.');
    expect(recipe.imageId).not.toBeNull();
    // The photo shows on the recipe's page, fetched with the session.
    await expect.poll(() => page.getByRole('img', { name: 'Photo of Oat pancakes' }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  it('scales the recipe to 6 servings and adds its ingredients to the default list', async () => {
    await page.getByRole('heading', { level: 1, name: 'Oat pancakes' }).waitFor();
    await page.getByLabel('Servings').fill('6');
    await page.getByText('300 g wheat flour').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add ingredients to shopping list' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Shopping list' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Groceries (default)');
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByText('Groceries: 3 new items, 1 merged into an item already there.').waitFor();
    // A second tap would add every amount again: the button rests once added.
    expect(await page.getByRole('button', { name: 'Added' }).isDisabled()).toBe(true);

    const list = await call<{ items: ShoppingItem[] }>('GET', `/shopping-list?shoppingListId=${groceriesId}`);
    // 300 g of flour went into the 0.3 kg already on the list: one item, 0.6 kg.
    expect(amounts(list.items)).toEqual([
      ['eggs', 3, null],
      ['milk', 4.5, 'dl'],
      ['salt', 1.5, 'pinch'],
      ['wheat flour', 0.6, 'kg'],
    ]);
  });

  it('undoes a check from the bar at the foot of the screen, above the footer on a desktop', async () => {
    // Short enough for the list to scroll, so the Undo bar sticks to the foot of the screen.
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto(`/shopping-list/${groceriesId}`);
    await page.getByRole('heading', { level: 1, name: 'Groceries' }).waitFor();
    await page.getByRole('checkbox', { name: 'eggs' }).click();
    await undoByTapping('eggs');
  });

  it('checks the items off on a phone and puts them into the Pantry', async () => {
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto('/shopping-list-parent');
    await page.waitForURL(`**/shopping-list/${groceriesId}`);
    await page.getByRole('heading', { level: 1, name: 'Groceries' }).waitFor();
    for (const name of ['eggs', 'milk', 'salt', 'wheat flour']) await page.getByRole('checkbox', { name }).click();
    await page.getByRole('list', { name: 'Checked (4)' }).waitFor();
    await expectNoAxeViolations(page);
    // Undo is above the bottom bar, within reach.
    await undoByTapping('wheat flour');
    await page.getByRole('checkbox', { name: 'wheat flour' }).click();
    await page.getByRole('list', { name: 'Checked (4)' }).waitFor();

    await page.getByRole('button', { name: 'Put checked items into storage' }).click();
    await page.getByLabel('Storage place').selectOption({ label: 'Pantry' });
    await page.getByRole('button', { name: 'Put 4 items into storage' }).click();
    await toast('Put 4 items into Pantry');
    await page.getByRole('heading', { name: 'Nothing on this list yet' }).waitFor();
    // The items are off the list: nothing is left to undo.
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);

    const stored = await call<StorageItem[]>('GET', `/storage-item?storageGroupId=${pantryId}`);
    expect(amounts(stored)).toEqual([
      ['eggs', 3, null],
      ['milk', 4.5, 'dl'],
      ['salt', 1.5, 'pinch'],
      ['wheat flour', 0.6, 'kg'],
    ]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('finds the recipe under "What can I cook?"', async () => {
    await page.goto('/storage-groups');
    await page.getByRole('heading', { name: 'What can I cook?' }).waitFor();
    const link = page.getByRole('link', { name: /^Oat pancakes 4 of 4 ingredients in storage/ });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await link.click();
    await page.waitForURL(`**/recipe/${recipeId}`);
  });

  it("prints the Pantry's QR label", async () => {
    await page.goto(`/storage-group/${pantryId}`);
    await page.getByRole('heading', { level: 1, name: 'Pantry' }).waitFor();
    await page.getByRole('button', { name: 'Print label' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const label = page.getByRole('figure', { name: 'Label for Pantry' });
    await label.getByRole('img', { name: 'QR code that opens Pantry on a phone' }).waitFor();
    await expectNoAxeViolations(page);

    // On paper: the label and nothing else, on one page.
    await expectOnlyTheLabelPrinted(label);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    // Its name and address are written on it (a blank page embeds no font).
    expect(pdf).toMatch(/\/FontFile/);
  });

  it("prints a stored item's label too", async () => {
    await page.getByRole('link', { name: /^eggs\b/ }).click();
    await page.getByRole('heading', { level: 1, name: 'eggs' }).waitFor();
    await page.getByRole('button', { name: 'Print label' }).click();
    const label = page.getByRole('figure', { name: 'Label for eggs' });
    await label.getByRole('img', { name: 'QR code that opens eggs on a phone' }).waitFor();
    await expectOnlyTheLabelPrinted(label);
  });
  it('imports a recipe file and a page address into a new collection, previewed first', async () => {
    const imported = (await call<{ _id: string }>('POST', '/recipe-collection', { name: 'Imported' }))._id;
    await page.goto(`/recipe-import/${imported}`);
    await page.getByRole('heading', { level: 1, name: 'Import recipes' }).waitFor();
    const soup = { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Lentil soup', recipeIngredient: ['2 dl red lentils', '1 l water'] };
    await page.getByLabel('Recipe files').setInputFiles({ name: 'soup.jsonld', mimeType: 'application/ld+json', buffer: Buffer.from(JSON.stringify(soup)) });
    await page.getByText('soup.jsonld').waitFor();
    await page.getByLabel('Recipe page addresses').fill(`${recipePagesUrl}/oat-pancakes.html`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('list', { name: 'What will be imported' });
    await preview.waitFor();
    expect(await preview.getByRole('listitem').allTextContents()).toEqual([
      'Lentil soupsoup.jsonld · 2 ingredients · 0 steps',
      `Oat pancakes & berries${recipePagesUrl}/oat-pancakes.html · 4 ingredients · 3 steps`,
    ]);
    await expectNoAxeViolations(page);
    expect(await call('GET', `/recipe?collectionId=${imported}`)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 recipes' }).click();
    await page.getByText('2 recipes imported.').waitFor();
    const names = (await call<Array<{ name: string }>>('GET', `/recipe?collectionId=${imported}`)).map((recipe) => recipe.name);
    expect(names.sort()).toEqual(['Lentil soup', 'Oat pancakes & berries']);
  });
});
