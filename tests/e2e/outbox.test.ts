// Issue 25's "Done when", in real Chromium against `npm start` with the service worker on: the
// screens opened once open again after a reload with the connection gone (`context.setOffline`);
// seven changes made offline (three items checked off, one added, a stamp in, a counter +2, a note
// entry) wait over a closed page and are listed; back online they land once, the stamp starting
// at the offline moment, and sending them again by hand under their keys changes nothing; a stop
// the server refuses because the stamp was stopped meanwhile waits in "Needs your attention",
// where Discard forgets it and Apply anyway sets the end; a second user of the browser sees none
// of the first user's data or outbox, whose change is sent when they sign in again; axe, Swedish,
// dark and a phone's width on the outbox list.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storeEntries } from './browserStore';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ann: { username: string; user: SignedInUser; listId: string; counterId: string; noteId: string; studyId: string };
let bob: { username: string };

interface StoredChange {
  id: string;
  request: { method: string; path: string; query?: Record<string, string>; body?: unknown };
}

const call = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, method, path, body, ann.user.access.token);

interface Item {
  name: string;
  checked: boolean;
}
interface Stamp {
  _id: string;
  name: string;
  startTime: string;
  endTime: string | null;
}

/** What the API holds of everything the journey changes, to compare before and after. */
async function serverState() {
  const list = await call<{ items: Item[] }>('GET', `/shopping-list?shoppingListId=${ann.listId}`);
  const groups = await call<{ counters: { _id: string; value: number }[] }[]>('GET', '/counter-group');
  const note = await call<{ entries: { text: string }[] }>('GET', `/note?noteId=${ann.noteId}`);
  const active = await call<Stamp[] | { timeStamps: Stamp[] }>('GET', '/time-stamp?active=true');
  return {
    items: list.items.map(({ name, checked }) => ({ name, checked })).sort((a, b) => a.name.localeCompare(b.name)),
    coffee: groups.flatMap((group) => group.counters).find((counter) => counter._id === ann.counterId)?.value,
    entries: note.entries.map((entry) => entry.text),
    active: (Array.isArray(active) ? active : active.timeStamps).map(({ name, startTime }) => ({ name, startTime })),
  };
}

/** Ann's outbox as this browser stores it. */
async function storedOutbox(): Promise<StoredChange[]> {
  return ((await storeEntries(page, 'lifelog-outbox', 'changes'))[`outbox:${ann.user._id}`] as StoredChange[] | undefined) ?? [];
}

beforeAll(async () => {
  browser = await launchBrowser();
  const signedUp = await signUp(baseUrl);
  const token = signedUp.user.access.token;
  const post = <T>(path: string, body: unknown) => api<T>(baseUrl, 'POST', path, body, token);
  const listId = (await post<{ _id: string }>('/shopping-list', { name: 'Corner shop' }))._id;
  await post('/shopping-item', { shoppingListId: listId, items: [{ name: 'apples' }, { name: 'bread' }, { name: 'coffee beans' }, { name: 'dish soap' }] });
  const group = await post<{ _id: string }>('/counter-group', { name: 'Daily' });
  const counterId = (await post<{ _id: string }>('/counter', { counterGroupId: group._id, name: 'Coffee' }))._id;
  const collection = await post<{ _id: string }>('/notes-collection', { name: 'Travel' });
  const noteId = (await post<{ _id: string }>('/note', { name: 'Train thoughts', notesCollectionId: collection._id }))._id;
  await post('/time-group', { name: 'Work' });
  const studyId = (await post<{ _id: string }>('/time-group', { name: 'Study' }))._id;
  ann = { username: signedUp.username, user: signedUp.user, listId, counterId, noteId, studyId };
  bob = { username: (await signUp(baseUrl)).username };

  ({ page } = await openPage(browser, baseUrl, { serviceWorkers: 'allow' }));
  context = page.context();
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username: ann.username, password: e2ePassword }));
});

afterAll(async () => {
  await browser?.close();
});

const main = () => page.getByRole('main');
const outboxLine = () => page.getByRole('status').filter({ hasText: /change(s)? wait/ });

describe('offline, the outbox', () => {
  it('opens each screen offline, keeps seven changes over a closed page, and sends each once when back online', { timeout: 120_000 }, async () => {
    const screens = [
      { path: '/', shows: () => main().getByRole('combobox', { name: 'Time group' }), saved: 'Study' },
      { path: `/shopping-list/${ann.listId}`, shows: () => main().getByRole('checkbox', { name: 'apples' }), saved: 'apples' },
      { path: '/counter-groups', shows: () => main().getByText('Coffee').first(), saved: 'Coffee' },
      { path: `/note/${ann.noteId}`, shows: () => main().getByText('Train thoughts').first(), saved: 'Train thoughts' },
    ];
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    // Each screen once, until the persister (a second at most) has saved what it shows.
    const savedCopy = async () => JSON.stringify((await storeEntries(page, 'lifelog-offline', 'queries'))[`queries:${ann.user._id}`] ?? '');
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.shows().waitFor();
      await expect.poll(savedCopy, { timeout: 10_000 }).toContain(screen.saved);
    }

    await context.setOffline(true);
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.shows().waitFor();
    }

    // Seven changes offline, each stored before the page is left (a full load can cut off a write
    // still under way, as closing the tab can).
    const storedChanges = (count: number) => expect.poll(async () => (await storedOutbox()).length, { timeout: 10_000 }).toBe(count);
    await page.goto(`/shopping-list/${ann.listId}`);
    for (const name of ['apples', 'bread', 'coffee beans']) await main().getByRole('checkbox', { name }).click();
    await main().getByLabel('Add an item').fill('oat milk');
    await main().getByLabel('Add an item').press('Enter');
    await main().getByRole('checkbox', { name: 'oat milk' }).waitFor();
    await storedChanges(4);

    await page.goto('/');
    const stampedFrom = Date.now();
    await main().getByRole('combobox', { name: 'Time group' }).fill('Work');
    await main().getByRole('combobox', { name: 'Sub group' }).fill('Writing');
    await main().getByRole('button', { name: 'Start stamp' }).click();
    await main().getByRole('button', { name: 'Stop Writing' }).waitFor();
    const stampedTo = Date.now();
    await storedChanges(5);

    await page.goto('/counter-groups');
    await main().getByRole('button', { name: 'Add 1 to Coffee' }).click();
    await main().getByRole('button', { name: 'Add 1 to Coffee' }).click();
    // Two taps are one change "Coffee +2": stored in the place of "+1", never beside it.
    const storedCounts = async () =>
      (await storedOutbox()).map((change) => change.request.body).filter((body) => (body as { counterId?: string }).counterId === ann.counterId);
    await expect.poll(storedCounts, { timeout: 10_000 }).toEqual([{ counterId: ann.counterId, delta: 2 }]);
    await storedChanges(6);

    await page.goto(`/note/${ann.noteId}`);
    await main().getByRole('button', { name: 'Add entry' }).click();
    await main().getByRole('textbox', { name: 'Text of entry 1' }).fill('Wrote this between two tunnels');
    await main().getByText('Not sent yet').first().waitFor();
    await storedChanges(7);

    // Closed and opened again, still offline: the seven are listed.
    await page.close();
    page = await context.newPage();
    await page.goto('/');
    await outboxLine().filter({ hasText: '7 changes wait' }).waitFor();
    await page.getByRole('button', { name: 'Show the list' }).click();
    const waiting = page.getByRole('list', { name: 'Waiting to be sent' });
    expect(await waiting.getByRole('listitem').count()).toBe(7);
    await expectNoAxeViolations(page);
    const sentChanges = await storedOutbox();

    // Online again: all seven land, once; the stamp started when it was made offline.
    const reconnectedAt = Date.now();
    await context.setOffline(false);
    await page.getByText('Every change is saved on the server.').waitFor({ timeout: 30_000 });
    const landed = await serverState();
    expect(landed.items).toEqual([
      { name: 'apples', checked: true },
      { name: 'bread', checked: true },
      { name: 'coffee beans', checked: true },
      { name: 'dish soap', checked: false },
      { name: 'oat milk', checked: false },
    ]);
    expect(landed.coffee).toBe(2);
    expect(landed.entries).toEqual(['Wrote this between two tunnels']);
    expect(landed.active.map(({ name }) => name)).toEqual(['Writing']);
    const startedAt = Date.parse(landed.active[0]!.startTime);
    expect(startedAt).toBeGreaterThanOrEqual(stampedFrom - 1000);
    expect(startedAt).toBeLessThanOrEqual(stampedTo);
    expect(startedAt).toBeLessThan(reconnectedAt);

    // The same seven requests again by hand, under their keys: answered from the key store, nothing changes.
    for (const change of sentChanges) {
      const { method, path, query, body } = change.request;
      const response = await fetch(`${baseUrl}/api${path}${query ? `?${new URLSearchParams(query)}` : ''}`, {
        method,
        headers: { 'x-access-token': ann.user.access.token, 'Idempotency-Key': change.id, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await serverState()).toEqual(landed);
  });

  it('keeps a stop the server refused for the user: Discard forgets it, Apply anyway sets the end it was given', { timeout: 90_000 }, async () => {
    const attention = page.getByRole('list', { name: 'Needs your attention' });
    const allSent = page.getByText('Every change is saved on the server.');
    const activeId = async (name: string) => {
      const active = await call<Stamp[] | { timeStamps: Stamp[] }>('GET', '/time-stamp?active=true');
      return (Array.isArray(active) ? active : active.timeStamps).find((stamp) => stamp.name === name)!._id;
    };

    // Stopped here offline, and meanwhile through the API: the late stop waits for the user.
    await page.goto('/');
    await main().getByRole('button', { name: 'Stop Writing' }).waitFor();
    const writingId = await activeId('Writing');
    await context.setOffline(true);
    await main().getByRole('button', { name: 'Stop Writing' }).click();
    const stoppedElsewhere = await call<Stamp>('PUT', '/time-stamp', { timeStampId: writingId, ended: true });
    await context.setOffline(false);
    await attention.getByText('This stamp has already been stopped', { exact: false }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await attention.getByRole('button', { name: 'Discard' }).click();
    await attention.getByRole('button', { name: 'Discard' }).click();
    await allSent.waitFor();
    expect((await call<Stamp>('GET', `/time-stamp?timeStampId=${writingId}`)).endTime).toBe(stoppedElsewhere.endTime);

    // The same again, and Apply anyway: the end is the moment it was stopped here.
    const readingId = (await call<Stamp>('POST', '/time-stamp', { name: 'Reading', timeGroupId: ann.studyId }))._id;
    await page.reload();
    await main().getByRole('button', { name: 'Stop Reading' }).waitFor();
    await context.setOffline(true);
    const stoppedFrom = Date.now();
    await main().getByRole('button', { name: 'Stop Reading' }).click();
    const stoppedTo = Date.now();
    await page.waitForTimeout(50);
    await call('PUT', '/time-stamp', { timeStampId: readingId, ended: true });
    await context.setOffline(false);
    await attention.getByRole('button', { name: 'Apply anyway' }).click({ timeout: 30_000 });
    await allSent.waitFor({ timeout: 30_000 });
    const endedAt = Date.parse((await call<Stamp>('GET', `/time-stamp?timeStampId=${readingId}`)).endTime!);
    expect(endedAt).toBeGreaterThanOrEqual(stoppedFrom - 1000);
    expect(endedAt).toBeLessThanOrEqual(stoppedTo);
  });

  it("shows a second user of the browser none of the first user's data or outbox, and sends the first user's change when they sign in again", { timeout: 90_000 }, async () => {
    // A tap the server cannot be reached for: it waits in Ann's outbox, also over her sign-out.
    await context.route('**/api/counter-event', (route) => route.abort('internetdisconnected'));
    await page.goto('/counter-groups');
    await main().getByRole('button', { name: 'Add 1 to Coffee' }).click();
    await outboxLine().filter({ hasText: '1 change waits' }).waitFor();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedOutbox()).toHaveLength(1);

    const signIn = async (username: string) => {
      await page.getByLabel('Username', { exact: true }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(e2ePassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
    };
    await signIn(bob.username);
    await page.goto('/counter-groups');
    await main().getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await main().getByText('Coffee', { exact: true }).count()).toBe(0);
    expect(await outboxLine().count()).toBe(0);
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await context.unrouteAll();
    await signIn(ann.username);
    await expect.poll(async () => (await serverState()).coffee, { timeout: 30_000 }).toBe(3);
    await expect.poll(async () => (await storedOutbox()).length).toBe(0);
  });

  it('lists waiting changes in Swedish, dark, at a phone width, with nothing for axe to find', { timeout: 60_000 }, async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/counter-groups');
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitemradio', { name: 'Svenska' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('theme-dark');
    const countUp = main().getByRole('button', { name: 'Lägg till 1 på Coffee' });
    await countUp.waitFor();
    await context.setOffline(true);
    await countUp.click();
    await page.getByRole('status').filter({ hasText: '1 ändring väntar' }).waitFor();
    await page.getByRole('button', { name: 'Visa listan' }).click();
    await page.getByRole('list', { name: 'Väntar på att skickas' }).getByText('Coffee +1').waitFor();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await page.getByText('Alla ändringar är sparade på servern.').waitFor({ timeout: 30_000 });
    expect((await serverState()).coffee).toBe(4);
  });
});
