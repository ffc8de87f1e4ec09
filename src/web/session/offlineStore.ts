import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Where the signed-in user's saved query cache lives between visits (DESIGN §8): one IndexedDB
 * database of the app's own, one entry per user (`offlineQueriesKey`). A browser without
 * IndexedDB (some private modes, jsdom) saves nothing and restores nothing.
 */
export interface OfflineStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
  /** Every user's entry. */
  clear: () => Promise<void>;
}

export const offlineDatabaseName = 'lifelog-offline';
const queriesStoreName = 'queries';

/** The entry of one user's saved queries: another user's key never reads it. */
export const offlineQueriesKey = (userId: string) => `queries:${userId}`;

let store: UseStore | null = null;
// Opened on first use, so a page that never saves opens no database.
const queriesStore = () => (store ??= createStore(offlineDatabaseName, queriesStoreName));

const noStorage: OfflineStorage = {
  getItem: async () => undefined,
  setItem: async () => {},
  removeItem: async () => {},
  clear: async () => {},
};

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** The browser's IndexedDB through idb-keyval, or nothing where there is none. */
export const indexedDbStorage: OfflineStorage = {
  getItem: (key) => (hasIndexedDb() ? get<string>(key, queriesStore()) : noStorage.getItem(key)),
  setItem: (key, value) => (hasIndexedDb() ? set(key, value, queriesStore()) : noStorage.setItem(key, value)),
  removeItem: (key) => (hasIndexedDb() ? del(key, queriesStore()) : noStorage.removeItem(key)),
  clear: () => (hasIndexedDb() ? clear(queriesStore()) : noStorage.clear()),
};
