import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { StoredToken } from '../../domain/tokenExpiry';

/**
 * Who the service worker may send a closed tab's outbox for (Background Sync, issue 25): the
 * signed-in user and their access token as the page last had it. Kept beside the outbox (its
 * IndexedDB database); the worker never refreshes the token (that would leave the page's copy
 * behind), so it sends only while it is valid and leaves the rest to the next visit. Signing
 * out forgets it.
 */
export interface OutboxSender {
  userId: string;
  access: Pick<StoredToken, 'token' | 'created' | 'expiresIn'>;
}

const senderKey = 'sender';

export const outboxDatabase = (): UseStore => createStore('lifelog-outbox', 'changes');

export const rememberSender = (sender: OutboxSender, idb = outboxDatabase()) => set(senderKey, sender, idb);
export const readSender = (idb = outboxDatabase()) => get<OutboxSender>(senderKey, idb);
export const forgetSender = (idb = outboxDatabase()) => del(senderKey, idb);
