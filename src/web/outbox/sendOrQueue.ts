import { selectOutbox, type OutboxRequest } from '../../../machines/outboxMachine';
import { unwrap } from '../api/apiResult';
import type { ApiClient } from '../api/client';
import { isNetworkFailure } from '../api/networkFailure';
import { newChangeKey } from './changeKey';
import type { Outbox, QueuedChange } from './outboxRuntime';
import type { Queued } from './queued';

/** Sends one call with its idempotency key; resolves with the body, throws as the app's client does. */
async function sendNow<Body>(client: ApiClient, request: OutboxRequest, key: string | undefined): Promise<Body> {
  // The request is one of the contract's mutations, typed where the area built it.
  const call = client[request.method] as unknown as (path: string, init: object) => Promise<{ data?: Body; error?: unknown; response: Response }>;
  const result = await call(request.path, { params: { query: request.query }, body: request.body, headers: key ? { 'Idempotency-Key': key } : {} });
  unwrap(result);
  return result.data as Body;
}

const isSignedOut = (outbox: Outbox) => selectOutbox(outbox.actor.getSnapshot()).status === 'signedOut';

/** Whether a change must wait behind others, or for the network: it then goes in the outbox at once. */
function mustQueue(outbox: Outbox): boolean {
  return !isSignedOut(outbox) && (outbox.actor.getSnapshot().context.queue.length > 0 || !navigator.onLine);
}

/**
 * One change that never waits for the network (DESIGN §8, issue 25): online it is sent at once
 * under an idempotency key and resolves with the answer's body; offline, when the server cannot be
 * reached, or while earlier changes still wait (order matters), it goes into the outbox and
 * resolves with `{ queued }` (`isQueued`). A call that got no answer is queued under the key it
 * was sent with: if it did arrive, the resend is answered from the server's key store, not applied
 * twice. Without an outbox (a test without one) it is a plain call. A refusal throws, as any call.
 */
export async function sendOrQueue<Body>(client: ApiClient, outbox: Outbox | null | undefined, change: QueuedChange): Promise<Body | Queued> {
  if (!outbox) return sendNow<Body>(client, change.request, undefined);
  if (mustQueue(outbox)) return { queued: outbox.queue(change) };
  const id = newChangeKey();
  try {
    return await sendNow<Body>(client, change.request, id);
  } catch (error) {
    if (!isNetworkFailure(error) || isSignedOut(outbox)) throw error;
    return { queued: outbox.queue({ ...change, id }) };
  }
}
