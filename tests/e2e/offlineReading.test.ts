// Offline reading (DESIGN §8), in real Chromium against `npm start`: Home, a shopping list, the
// counters and a note, opened once online, each show their data again after the app starts anew
// with the network gone, with the quiet "Offline — showing what was saved at 14:02" note; signing
// out wipes what was saved, and the next user of the browser sees none of it.
//
// "Without network" is every /api call failing as a dropped connection while the page and its
// code still load: without a service worker a real offline reload cannot load the HTML at all.
// Once the service worker is in (src/web/pwa), `withoutNetwork` can become
// `context.setOffline(true)` followed by `page.reload()` for the same assertions.
import type { BrowserContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser';
import { storeEntries } from './browserStore';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let first: { username: string; userId: string; listId: string; noteId: string };
let second: { username: string; userId: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const { username, user } = await signUp(baseUrl);
  const call = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, method, path, body, user.access.token);
  const listId = (await call<{ _id: string }>('POST', '/shopping-list', { name: 'Cabin groceries' }))._id;
  await call('POST', '/shopping-item', { shoppingListId: listId, items: [{ name: 'oat milk' }] });
  const group = await call<{ _id: string }>('POST', '/counter-group', { name: 'Habits' });
  await call('POST', '/counter', { counterGroupId: group._id, name: 'Glasses of tea' });
  const collection = await call<{ _id: string }>('POST', '/notes-collection', { name: 'Trips' });
  const noteId = (await call<{ _id: string }>('POST', '/note', { name: 'Packing list for the cabin', notesCollectionId: collection._id }))._id;
  first = { username, userId: user._id, listId, noteId };
  const other = await signUp(baseUrl);
  second = { username: other.username, userId: other.user._id };
});

afterAll(async () => {
  await browser?.close();
});

/** Every API call fails as if the connection dropped (see the note at the top). */
const withoutNetwork = (context: BrowserContext) => context.route('**/api/**', (route) => route.abort('internetdisconnected'));

/** What this browser saved for offline reading: each entry's key and its text. */
const savedEntries = async (page: Page): Promise<Record<string, string>> =>
  Object.fromEntries(Object.entries(await storeEntries(page, 'lifelog-offline', 'queries')).map(([key, value]) => [key, String(value)]));

describe('offline reading', () => {
  // One journey through four screens twice, two users and axe: more than the default 30 s on a busy machine.
  it('shows each screen opened online again without network, with the note, and none of it to the next user after sign-out', { timeout: 90_000 }, async () => {
    const { page } = await openPage(browser, baseUrl);
    await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username: first.username, password: e2ePassword }));
    const main = page.getByRole('main');
    const note = page.getByText(/^Offline — showing what was saved at \d\d:\d\d$/);
    const screens = [
      { path: '/', shows: main.getByRole('heading', { level: 1 }).first(), saved: '"/time-group"' },
      { path: `/shopping-list/${first.listId}`, shows: main.getByText('oat milk').first(), saved: 'oat milk' },
      { path: '/counter-groups', shows: main.getByText('Glasses of tea').first(), saved: 'Glasses of tea' },
      { path: `/note/${first.noteId}`, shows: main.getByText('Packing list for the cabin').first(), saved: 'Packing list for the cabin' },
    ];
    const savedCopy = async () => (await savedEntries(page))[`queries:${first.userId}`] ?? '';

    // Online: each screen once, until the persister (a second at most) has saved it; no note.
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.shows.waitFor();
      await expect.poll(savedCopy, { timeout: 10_000 }).toContain(screen.saved);
    }
    expect(await note.count()).toBe(0);
    const saved = await savedCopy();
    for (const screen of screens) expect(saved).toContain(screen.saved);

    // Without network, the app starts anew on each screen: still signed in, its data shown, with the note.
    await withoutNetwork(page.context());
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.shows.waitFor();
      await note.waitFor();
      expect(new URL(page.url()).pathname).toBe(screen.path);
      expect(await main.getByRole('region', { name: 'This page could not be loaded' }).count()).toBe(0);
    }
    expect(await page.getByRole('status').filter({ hasText: 'Offline — showing what was saved at' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // Back online, signing out wipes the saved copy.
    await page.context().unrouteAll();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => savedEntries(page)).toEqual({});

    // The next user of this browser sees none of the first user's data, online or not.
    await page.getByLabel('Username', { exact: true }).fill(second.username);
    await page.getByLabel('Password', { exact: true }).fill(e2ePassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/counter-groups');
    await main.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(async () => Object.keys(await savedEntries(page))).toEqual([`queries:${second.userId}`]);
    expect(await main.getByText('Glasses of tea').count()).toBe(0);
    await withoutNetwork(page.context());
    await page.goto(`/shopping-list/${first.listId}`);
    await page.goto('/counter-groups');
    await main.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await main.getByText('Glasses of tea').count()).toBe(0);
    expect(JSON.stringify(await savedEntries(page))).not.toMatch(/Glasses of tea|oat milk|Packing list/);
  });
});
