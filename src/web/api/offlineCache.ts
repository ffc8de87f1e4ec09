import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { version } from '../../../package.json';
import { onOfflineDataWiped } from '../session/offlineData';
import { indexedDbStorage, offlineQueriesKey, type OfflineStorage } from '../session/offlineStore';
import { checkConnectivity } from '../shell/connectivity';
import { isSavedOffline } from './savedOffline';

/** Saved data older than this is not shown offline (and is dropped): a week (docs/decisions.md). */
export const offlineCacheMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Raise it when what a query holds changes shape within one app version (a contract change
 * between releases changes the version anyway): saved data of another shape is dropped, never shown.
 */
const cacheShape = 1;

/** Saved data is restored only by the release (and cache shape) that saved it. */
export const offlineCacheBuster = `${version}+${cacheShape}`;

export interface OfflineCacheOptions {
  /** IndexedDB in the app; tests pass their own. */
  storage?: OfflineStorage;
  buster?: string;
  maxAgeMs?: number;
  /** How long changes gather before one save (ms). */
  throttleMs?: number;
  /** Whether the API answers now (the app: GET /api/health, 4 s at most); tests pass their own. */
  isApiReachable?: () => Promise<boolean>;
}

/** The browser says it is online and the API answers its health check. */
const defaultApiReachable = async () =>
  (typeof navigator === 'undefined' || navigator.onLine) && checkConnectivity((input, init) => fetch(input, init), '/api/health');

export interface OfflineCache {
  /**
   * Makes the cache the signed-in user's: the first call for a user restores what was saved for
   * them and saves every change from then on; another user first empties the cache. Without an
   * API answering, it resolves once restored (before the route's loaders ask for the data); with
   * one, at once (the loaders fetch), restoring behind them. Never rejects.
   */
  forUser: (userId: string | null) => Promise<void>;
  /** Stops saving for good and empties the cache in memory (the app's parts stopping). */
  stop: () => void;
}

/**
 * The query cache persisted per user in IndexedDB with TanStack Query's own persister (DESIGN §8):
 * keyed by user id, busted by the app version, dropped after `offlineCacheMaxAgeMs`, and never
 * holding the vault's queries (`isSavedOffline`). A wipe of the offline data (sign-out,
 * offlineData.ts) stops it and empties the cache in memory.
 */
export function createOfflineCache(queryClient: QueryClient, options: OfflineCacheOptions = {}): OfflineCache {
  const { storage = indexedDbStorage, buster = offlineCacheBuster, maxAgeMs = offlineCacheMaxAgeMs, throttleMs = 1000, isApiReachable = defaultApiReachable } = options;
  let active: { userId: string | null; ready: Promise<void>; stop: () => void } = { userId: null, ready: Promise.resolve(), stop: () => {} };
  /** A wipe stopped saving; what it left in memory goes with the next `forUser`. */
  let leftOver = false;

  function start(userId: string): typeof active {
    let stopped = false;
    // After a stop, a save the throttle still holds must not write this user's data back.
    const guarded = {
      getItem: (key: string) => (stopped ? Promise.resolve(undefined) : storage.getItem(key)),
      setItem: (key: string, value: string) => (stopped ? Promise.resolve() : storage.setItem(key, value)),
      removeItem: (key: string) => storage.removeItem(key),
    };
    const persister = createAsyncStoragePersister({
      storage: guarded,
      key: offlineQueriesKey(userId),
      throttleTime: throttleMs,
      // A corrupt copy restores nothing; the next save replaces it.
      deserialize: (text) => {
        try {
          return JSON.parse(text) as PersistedClient;
        } catch {
          return undefined as unknown as PersistedClient;
        }
      },
    });
    const persistOptions: PersistQueryClientOptions = {
      queryClient,
      persister,
      buster,
      maxAge: maxAgeMs,
      dehydrateOptions: { shouldDehydrateQuery: isSavedOffline, shouldDehydrateMutation: () => false },
    };
    // Online, a query the screens already asked for is left to its fetch: restored under it, the
    // screen would start from the older copy (and a screen that takes its first data as the
    // starting point of a form or a view would keep it).
    const onlyUnasked: Persister = {
      ...persister,
      restoreClient: async () => {
        const saved = await persister.restoreClient();
        if (!saved) return saved;
        const cache = queryClient.getQueryCache();
        const queries = saved.clientState.queries.filter((query) => cache.get(query.queryHash) === undefined);
        return { ...saved, clientState: { ...saved.clientState, queries } };
      },
    };
    let unsubscribe = () => {};
    const restoreAndSave = (online: boolean) =>
      persistQueryClientRestore(online ? { ...persistOptions, persister: onlyUnasked } : persistOptions)
        // Unreadable or corrupt: the persister has dropped it; the screens fetch as usual.
        .catch(() => undefined)
        .then(async () => {
          if (stopped) return;
          // Saved data stands in until a fetch. Online, a screen already showing it (its loader
          // found the saved copy before its own fetch was in) refetches now.
          await queryClient.invalidateQueries({ refetchType: online ? 'active' : 'none' });
          unsubscribe = persistQueryClientSubscribe(persistOptions);
        });
    // Offline, the saved data is in before the loaders ask for it. Online, the loaders fetch
    // fresh data first and the saved copy fills in only what they did not ask for, so a screen
    // never starts from a copy older than the server (saves are throttled; a change may not be
    // in it yet), and the screens not opened this time stay saved.
    const ready = isApiReachable()
      .catch(() => false)
      .then((reachable) => {
        if (!reachable) return restoreAndSave(false);
        void restoreAndSave(true);
        return undefined;
      });
    return {
      userId,
      ready,
      stop() {
        stopped = true;
        unsubscribe();
      },
    };
  }

  /** Stops saving and empties the cache in memory; the next `forUser` starts afresh. */
  function forget() {
    active.stop();
    active = { userId: null, ready: Promise.resolve(), stop: () => {} };
    leftOver = false;
    queryClient.clear();
  }

  /**
   * A sign-out wipes the stored copy (offlineData.ts): saving stops first so it never writes it
   * back. The cache in memory is emptied by the next `forUser`, before any loader runs: emptied
   * now, the screen still up while the app leaves for /login would fetch its data again.
   */
  const stopListening = onOfflineDataWiped(() => {
    active.stop();
    active = { userId: null, ready: Promise.resolve(), stop: () => {} };
    leftOver = true;
  });

  return {
    forUser(userId) {
      if (userId === active.userId && !leftOver) return active.ready;
      // Another user's data never shows, not even from memory.
      if (active.userId !== null || leftOver) forget();
      if (userId !== null) active = start(userId);
      return active.ready;
    },
    stop() {
      stopListening();
      forget();
    },
  };
}
