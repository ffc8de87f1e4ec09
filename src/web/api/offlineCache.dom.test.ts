// Proves the rules of offline reading (DESIGN §8) on the real IndexedDB store (fake-indexeddb):
// what a user opened is saved under their id and restored for them before anything asks for it;
// the vault's queries, photos' bytes and queries marked `offline: false` never reach the store;
// another user restores nothing of the first; a sign-out's wipe stops saving, empties the store
// and leaves nothing in memory for the next sign-in; and data of another release (buster) or older than a week is dropped, not shown.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wipeOfflineData } from '../session/offlineData';
import { indexedDbStorage, offlineQueriesKey } from '../session/offlineStore';
import { createOfflineCache, offlineCacheMaxAgeMs, type OfflineCache } from './offlineCache';
import { isSavedOffline } from './savedOffline';

const notesKey = ['get', '/note-collection', {}];
const passwordsKey = ['get', '/password', { params: { query: { groupId: 'g1' } } }];
const vaultKey = ['get', '/auth/extra-password'];
const groupsKey = ['get', '/password-group'];

let caches: OfflineCache[] = [];

/** A query client with its offline cache for `userId`, saving at once (no throttle). */
async function signedIn(userId: string | null, options: { buster?: string; isApiReachable?: () => Promise<boolean> } = {}) {
  const queryClient = new QueryClient();
  // Offline unless a test says otherwise: the saved data is restored before `forUser` resolves.
  const offlineCache = createOfflineCache(queryClient, { throttleMs: 0, isApiReachable: async () => false, ...options });
  caches.push(offlineCache);
  await offlineCache.forUser(userId);
  return { queryClient, offlineCache };
}

/** What the store holds for a user: the keys of the saved queries. */
async function savedKeys(userId: string): Promise<unknown[]> {
  const stored = await indexedDbStorage.getItem(offlineQueriesKey(userId));
  if (!stored) return [];
  return (JSON.parse(stored) as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries.map((query) => query.queryKey);
}

/** Lets the persister's save reach IndexedDB. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => indexedDbStorage.clear());
afterEach(() => {
  caches.forEach((cache) => cache.stop());
  caches = [];
});

describe('what is saved', () => {
  it("saves the user's queries under their id, and not the vault's, even while the vault's are in memory", async () => {
    const { queryClient } = await signedIn('alice');
    queryClient.setQueryData(notesKey, { data: ['shopping ideas'] });
    queryClient.setQueryData(passwordsKey, { data: [{ name: 'bank' }] });
    queryClient.setQueryData(groupsKey, { data: [{ name: 'work' }] });
    queryClient.setQueryData(vaultKey, { data: { wrappedVaultKey: 'secret' } });
    await saved();

    expect(queryClient.getQueryData(passwordsKey)).toBeDefined();
    expect(await savedKeys('alice')).toEqual([notesKey]);
    expect(await indexedDbStorage.getItem(offlineQueriesKey('alice'))).not.toContain('secret');
  });

  it.each([
    ['a note', { queryKey: notesKey, meta: undefined, state: { data: {} } }, true],
    ['a vault entry', { queryKey: passwordsKey, meta: undefined, state: { data: {} } }, false],
    ['the wrapped vault key', { queryKey: vaultKey, meta: undefined, state: { data: {} } }, false],
    ['the password search of the command line', { queryKey: ['get', '/password-shallow', {}], meta: undefined, state: { data: {} } }, false],
    ["a photo's bytes", { queryKey: ['image', 'img1', 'small'], meta: undefined, state: { data: {} } }, false],
    ['a query marked offline: false', { queryKey: notesKey, meta: { offline: false }, state: { data: {} } }, false],
    ['a query without data yet', { queryKey: notesKey, meta: undefined, state: { data: undefined } }, false],
  ] as const)('%s: saved %s', (_name, query, expected) => {
    expect(isSavedOffline(query as never)).toBe(expected);
  });
});

describe('restoring', () => {
  it('restores what a user saved into a new cache before `forUser` resolves, with when it was fetched', async () => {
    const first = await signedIn('alice');
    first.queryClient.setQueryData(notesKey, { data: ['shopping ideas'] }, { updatedAt: 1_700_000_000_000 });
    await saved();

    const { queryClient } = await signedIn('alice');
    expect(queryClient.getQueryData(notesKey)).toEqual({ data: ['shopping ideas'] });
    expect(queryClient.getQueryState(notesKey)?.dataUpdatedAt).toBe(1_700_000_000_000);
    // Shown until a fetch: a screen showing it refetches at once when online, whatever its staleTime.
    expect(queryClient.getQueryState(notesKey)?.isInvalidated).toBe(true);
    // What `ensureQueryData` in a loader finds: the saved data, without a fetch.
    await expect(queryClient.ensureQueryData({ queryKey: notesKey, queryFn: () => Promise.reject(new Error('offline')) })).resolves.toEqual({
      data: ['shopping ideas'],
    });
  });

  it('online, lets the loaders fetch first and fills in behind them only what they did not ask for', async () => {
    const first = await signedIn('alice');
    first.queryClient.setQueryData(notesKey, { data: ['saved before a change'] }, { updatedAt: 1_700_000_000_000 });
    first.queryClient.setQueryData(['get', '/counter-group'], { data: ['saved counters'] }, { updatedAt: 1_700_000_000_000 });
    await saved();

    const { queryClient } = await signedIn('alice', { isApiReachable: async () => true });
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();
    let answer: (value: unknown) => void = () => {};
    const fetched = queryClient.fetchQuery({ queryKey: notesKey, queryFn: () => new Promise((resolve) => (answer = resolve)) });
    await saved();
    // The screen waiting for its fetch never starts from the saved copy.
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();
    expect(queryClient.getQueryData(['get', '/counter-group'])).toEqual({ data: ['saved counters'] });
    answer({ data: ['fresh from the server'] });
    await fetched;
    expect(queryClient.getQueryData(notesKey)).toEqual({ data: ['fresh from the server'] });
  });

  it("never restores one user's data for another, and a user switch empties the cache in memory", async () => {
    const alice = await signedIn('alice');
    alice.queryClient.setQueryData(notesKey, { data: ['alice notes'] });
    await saved();

    const { queryClient } = await signedIn('bob');
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();

    await alice.offlineCache.forUser('bob');
    expect(alice.queryClient.getQueryData(notesKey)).toBeUndefined();
    expect(await savedKeys('alice')).toEqual([notesKey]);
  });

  it('drops data another release saved (the buster) instead of showing it', async () => {
    const old = await signedIn('alice', { buster: '0.0.9+1' });
    old.queryClient.setQueryData(notesKey, { data: ['old shape'] });
    await saved();

    const { queryClient } = await signedIn('alice');
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();
    expect(await indexedDbStorage.getItem(offlineQueriesKey('alice'))).toBeUndefined();
  });

  it('drops data saved more than a week ago', async () => {
    await indexedDbStorage.setItem(
      offlineQueriesKey('alice'),
      JSON.stringify({
        buster: (await import('./offlineCache')).offlineCacheBuster,
        timestamp: Date.now() - offlineCacheMaxAgeMs - 1000,
        clientState: { mutations: [], queries: [{ queryKey: notesKey, queryHash: JSON.stringify(notesKey), state: { data: { data: ['stale'] }, dataUpdatedAt: 1, status: 'success' } }] },
      }),
    );
    const { queryClient } = await signedIn('alice');
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();
  });

  it('starts empty, without failing, when the stored copy cannot be read', async () => {
    await indexedDbStorage.setItem(offlineQueriesKey('alice'), '{not json');
    const { queryClient } = await signedIn('alice');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('signing out (wipeOfflineData)', () => {
  it('empties the store at once, saves nothing of that user afterwards, and empties memory before the next sign-in', async () => {
    const { queryClient, offlineCache } = await signedIn('alice');
    queryClient.setQueryData(notesKey, { data: ['alice notes'] });
    await saved();

    await wipeOfflineData();
    expect(await indexedDbStorage.getItem(offlineQueriesKey('alice'))).toBeUndefined();
    // Left in memory meanwhile, so the screen still up while the app leaves for /login fetches nothing.
    expect(queryClient.getQueryData(notesKey)).toBeDefined();
    queryClient.setQueryData(notesKey, { data: ['written after the sign-out'] });
    await saved();
    expect(await savedKeys('alice')).toEqual([]);

    // The next sign-in, whoever it is, starts from an empty cache and saves again.
    await offlineCache.forUser('bob');
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();
    queryClient.setQueryData(notesKey, { data: ['bob notes'] });
    await saved();
    expect(await savedKeys('bob')).toEqual([notesKey]);
    expect(await savedKeys('alice')).toEqual([]);
  });

  it('empties memory before the same user signs in again, too', async () => {
    const { queryClient, offlineCache } = await signedIn('alice');
    queryClient.setQueryData(notesKey, { data: ['alice notes'] });
    await wipeOfflineData();
    await offlineCache.forUser('alice');
    expect(queryClient.getQueryData(notesKey)).toBeUndefined();
  });

  it('deletes the photo cache where the browser has one', async () => {
    const deleted: string[] = [];
    const globals = globalThis as { caches?: unknown };
    globals.caches = { delete: async (name: string) => deleted.push(name) > 0 };
    try {
      await wipeOfflineData();
    } finally {
      delete globals.caches;
    }
    expect(deleted).toEqual(['lifelog-photos']);
  });
});
