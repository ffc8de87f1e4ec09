import type { OutboxRequest } from '../../../machines/outboxMachine';
import { isTokenExpired } from '../../domain/tokenExpiry';
import type { OutboxSender } from '../outbox/outboxSender';
import type { OutboxStore } from '../outbox/outboxStore';
import { sendChange, type SendRequest } from '../outbox/sendChange';

/** One stored request as `fetch` sends it, with the user's access token (spec §5's header). */
export const fetchSend =
  (token: string, fetchFn: typeof fetch = fetch): SendRequest =>
  (request: OutboxRequest, headers) => {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    return fetchFn(`/api${request.path}${query}`, {
      method: request.method,
      headers: { ...headers, 'x-access-token': token, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  };

export interface StoredOutboxHost {
  store: OutboxStore;
  readSender: () => Promise<OutboxSender | undefined>;
  send: (token: string) => SendRequest;
  isOnline: () => boolean;
  now: () => Date;
}

/**
 * Sends the outbox a closed tab left (Background Sync; the service worker calls it only while no
 * tab holds the outbox lock), with the same rules as the page (sendChange.ts): oldest first, each
 * under its own key; a refused change is kept for the user's decision; a session that ended, or a
 * token that has expired, leaves the rest for the next visit. Rejects when the server could not
 * be reached, so the browser tries the sync again later.
 */
export async function sendStoredOutbox({ store, readSender, send, isOnline, now }: StoredOutboxHost): Promise<void> {
  const sender = await readSender();
  if (!sender || isTokenExpired(sender.access, now())) return;
  const { queue } = await store.load(sender.userId);
  const sendWithToken = send(sender.access.token);
  for (const change of queue) {
    const outcome = await sendChange(change, sendWithToken, isOnline);
    if (outcome.kind === 'sent') await store.forget(sender.userId, change.id);
    else if (outcome.kind === 'refused') await store.put({ ...change, refusal: outcome.refusal });
    else if (outcome.kind === 'sessionEnded') return;
    else throw new Error('The server could not be reached; the browser tries again later.');
  }
}
