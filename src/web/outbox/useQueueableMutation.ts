import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { OutboxChange, OutboxRequest } from '../../../machines/outboxMachine';
import { useOptionalAuthRuntime } from '../auth/AuthProvider';
import { useOutbox } from './OutboxContext';
import type { Queued } from './queued';
import { sendOrQueue } from './sendOrQueue';

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

/**
 * A mutation that never waits for the network (`sendOrQueue`): it resolves with the answer's body,
 * or with `{ queued }` when the change waits in the outbox. Then `onMutate`'s optimistic change
 * stays, and the screen marks it as not sent yet (`useUnsentChanges`).
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
    // TanStack pauses mutations while it thinks the browser is offline: this one must run, to queue.
    networkMode: 'always',
    mutationFn: (variables: Variables) => {
      if (!client) throw new Error('useQueueableMutation must be used inside <AuthProvider>');
      return sendOrQueue<Body>(client, outbox, { area, label: label(variables), request: request(variables), forcedRequest: forcedRequest?.(variables) });
    },
  });
}
