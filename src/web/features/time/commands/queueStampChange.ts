import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import type { Outbox, QueuedChange } from '../../../outbox/outboxRuntime';
import { isQueued } from '../../../outbox/queued';
import { sendOrQueue } from '../../../outbox/sendOrQueue';
import type { TimeStamp } from '../../../../contract/types';
import { timeChangeInvalidates } from '../queries';
import { runChange } from './cachedQuery';

/** What a stamp change came to: the stamp the server answered, or the change waiting on this device. */
export type StampChangeResult = { sent: TimeStamp } | { queued: true };

/**
 * A command's change to a stamp, as the screens make it (sendOrQueue): sent at once online, kept
 * in the outbox offline or when the server cannot be reached. Run through the mutation cache so
 * the screens refresh once it is on the server.
 */
export async function queueStampChange(queryClient: QueryClient, client: ApiClient, outbox: Outbox | undefined, change: Omit<QueuedChange, 'area'>): Promise<StampChangeResult> {
  const result = await runChange(queryClient, () => sendOrQueue<{ data: TimeStamp }>(client, outbox, { area: 'time', ...change }), timeChangeInvalidates);
  return isQueued(result) ? { queued: true } : { sent: result.data };
}
