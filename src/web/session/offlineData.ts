/**
 * What the browser keeps of a signed-in user for offline reading (DESIGN §8): the saved query
 * cache (IndexedDB, offlineStore.ts) and the photos the service worker cached. Signing out, a
 * deleted account and a session the server ended wipe both, so the next user of this browser
 * never sees them. The store's code loads only when a wipe runs.
 */

/** The cache the service worker keeps the photos the user has seen in (src/web/pwa). */
export const photoCacheName = 'lifelog-photos';

const listeners = new Set<() => void>();

/**
 * Calls `listener` when the data is wiped, before the stored copy goes: what holds the user's data
 * in memory (the query cache's persistence) stops saving and forgets it. Returns the unsubscribe.
 */
export function onOfflineDataWiped(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wipes the saved queries and the photo cache. Never rejects: signing out must not fail on it. */
export async function wipeOfflineData(): Promise<void> {
  for (const listener of [...listeners]) listener();
  const photoCaches = (globalThis as { caches?: Pick<CacheStorage, 'delete'> }).caches;
  await Promise.allSettled([
    import('./offlineStore').then(({ indexedDbStorage }) => indexedDbStorage.clear()),
    // `caches` exists only in secure contexts (and not in jsdom).
    photoCaches?.delete(photoCacheName),
  ]);
}
