import type { Query } from '@tanstack/react-query';

// Paths whose answers never leave memory: the vault (everything under "password", the
// extra-token calls, and the extra password's wrapped vault key) and the account's own calls.
const neverSaved = (path: string) => path.includes('password') || path.startsWith('/auth/');

/**
 * What is saved for offline reading (offlineCache.ts): a query that holds data, unless it is the
 * vault's (its path says so, see `neverSaved`), a photo's bytes (the service worker caches
 * photos), or marked `meta: { offline: false }`. A refetch that failed offline still holds the
 * data it showed, so it stays saved. Apart from the persister, so the shell's offline note can
 * ask it without loading the persister.
 */
export function isSavedOffline(query: Pick<Query, 'queryKey' | 'meta' | 'state'>): boolean {
  if (query.state.data === undefined || query.meta?.offline === false) return false;
  const [first, path] = query.queryKey;
  if (first === 'image') return false;
  return !(typeof path === 'string' && neverSaved(path));
}
