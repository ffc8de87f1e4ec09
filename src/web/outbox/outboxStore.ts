import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { OutboxChange, OutboxLists } from '../../../machines/outboxMachine';

/**
 * Where the outbox is kept on this device: one IndexedDB record per user, the changes in the
 * order they were made (DESIGN §8). It is not wiped at sign-out: a user's changes wait for them
 * to sign in again, and no one else's session ever reads them (each user has their own record).
 * IndexedDB runs one tab's and every other tab's writes to one record one after the other, so
 * the read-modify-write of `update` never loses a change.
 */
export interface OutboxStore {
  /** The user's changes, oldest first: those to send, and those the server refused. */
  load: (userId: string) => Promise<OutboxLists>;
  /**
   * Adds a change at the end, or updates it where it is (a refusal noted on it), and removes the
   * changes it takes the place of (`replacing`), all in one write.
   */
  put: (change: OutboxChange, replacing?: readonly string[]) => Promise<void>;
  forget: (userId: string, id: string) => Promise<void>;
}

/** How many changes one user may keep waiting on a device: enough for weeks offline, and a bound. */
export const outboxLimit = 1_000;

const recordKey = (userId: string) => `outbox:${userId}`;

export function createOutboxStore(idb: UseStore = createStore('lifelog-outbox', 'changes')): OutboxStore {
  return {
    async load(userId) {
      const changes = (await get<OutboxChange[]>(recordKey(userId), idb)) ?? [];
      return { queue: changes.filter((change) => !change.refusal), attention: changes.filter((change) => change.refusal) };
    },
    // Async, so a browser without IndexedDB (jsdom, some private modes) rejects instead of throwing inside the machine.
    put: async (change, replacing = []) =>
      update<OutboxChange[]>(
        recordKey(change.userId),
        (stored = []) => {
          const changes = stored.filter((kept) => !replacing.includes(kept.id));
          const at = changes.findIndex((kept) => kept.id === change.id);
          return at === -1 ? [...changes, change] : changes.with(at, change);
        },
        idb,
      ),
    forget: async (userId, id) => update<OutboxChange[]>(recordKey(userId), (changes = []) => changes.filter((stored) => stored.id !== id), idb),
  };
}
