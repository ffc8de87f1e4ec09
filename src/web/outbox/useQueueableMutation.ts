import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { selectOutbox, type OutboxChange, type OutboxRequest } from '../../../machines/outboxMachine';
import { unwrap } from '../api/apiResult';
import type { ApiClient } from '../api/client';
import { isNetworkFailure } from '../api/networkFailure';
import { useOptionalAuthRuntime } from '../auth/AuthProvider';
import { useOutbox } from './OutboxContext';
import type { Outbox } from './outboxRuntime';
import { newChangeKey } from './changeKey';
import type { Queued } from './queued';

/** How an area's change is queued: what it is called in the outbox list and the call it makes. */
export interface QueueableChange<Variables> {
  /** The area whose screens mark the change as not sent yet (`useUnsentChanges`). */
  area: string;
  label: (variables: Variables) => OutboxChange['label'];
  /** The call; carry the moment the user acted in it where the server would otherwise take its own "now". */
  request: (variables: Variables) => OutboxRequest;
  /** What "Apply anyway" sends after a refusal, when forcing differs from sending it again. */
  forcedRequest?: (variables: Variables) => OutboxRequest | undefined;
}

export type QueueableMutationOptions<Body, Variables, Context> = QueueableChange<Variables> &
  Omit<UseMutationOptions<Body | Queued, Error, Variables, Context>, 'mutationFn'>;

/** Sends one call with its idempotency key; resolves with the body, throws as the app's client does. */
async function sendNow<Body>(client: ApiClient, request: OutboxRequest, key: string | undefined): Promise<Body> {
  // The request is one of the contract's mutations, typed where the area built it.
  const call = client[request.method] as unknown as (path: string, init: object) => Promise<{ data?: Body; error?: unknown; response: Response }>;
  const result = await call(request.path, { params: { query: request.query }, body: request.body, headers: key ? { 'Idempotency-Key': key } : {} });
  unwrap(result);
  return result.data as Body;
}

/** Whether a change must wait behind others, or for the network: it then goes in the outbox at once. */
function mustQueue(outbox: Outbox): boolean {
  const view = selectOutbox(outbox.actor.getSnapshot());
  return view.status !== 'signedOut' && (view.pending.length > 0 || !navigator.onLine);
}

/**
 * A mutation that never waits for the network (DESIGN §8, issue 25): online it is sent at once
 * under an idempotency key and answers as any mutation; offline, when the server cannot be
 * reached, or while earlier changes still wait, it goes into the outbox and resolves with
 * `{ queued }` (`isQueued`), so `onMutate`'s optimistic change stays and the screen marks it as
 * not sent yet. A call that got no answer is queued under the key it was sent with: if it did
 * arrive, the resend is answered from the server's key store, not applied twice.
 */
export function useQueueableMutation<Body, Variables, Context = unknown>({
  area,
  label,
  request,
  forcedRequest,
  ...options
}: QueueableMutationOptions<Body, Variables, Context>): UseMutationResult<Body | Queued, Error, Variables, Context> {
  const client = useOptionalAuthRuntime()?.client;
  const outbox = useOutbox();
  return useMutation({
    ...options,
    mutationFn: async (variables: Variables): Promise<Body | Queued> => {
      if (!client) throw new Error('useQueueableMutation must be used inside <AuthProvider>');
      const call = request(variables);
      if (!outbox) return sendNow<Body>(client, call, undefined);
      const change = { area, label: label(variables), request: call, forcedRequest: forcedRequest?.(variables) };
      if (mustQueue(outbox)) return { queued: outbox.queue(change) };
      const id = newChangeKey();
      try {
        return await sendNow<Body>(client, call, id);
      } catch (error) {
        if (!isNetworkFailure(error) || selectOutbox(outbox.actor.getSnapshot()).status === 'signedOut') throw error;
        return { queued: outbox.queue({ ...change, id }) };
      }
    },
  });
}
