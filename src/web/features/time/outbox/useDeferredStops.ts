import { useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import type { TimeStamp } from '../../../../contract/types';
import { useOptionalAuthRuntime } from '../../../auth/AuthProvider';
import { useOutbox } from '../../../outbox/OutboxContext';
import { addDeferredStop, deferredStopsOf, subscribeDeferredStops, type DeferredStop } from './deferredStops';
import { watchDeferredStops } from './sendDeferredStops';
import { isUnsentStamp } from './unsentId';

const none: DeferredStop[] = [];

function useOutboxUser(): string | null {
  const outbox = useOutbox();
  return useSelector(outbox?.actor, (snapshot) => snapshot?.context.userId ?? null) ?? null;
}

/** The signed-in user's stops that wait for their stamp's start to land. */
export function useDeferredStops(): DeferredStop[] {
  const userId = useOutboxUser();
  return useSyncExternalStore(subscribeDeferredStops, () => (userId ? deferredStopsOf(userId) : none));
}

/**
 * Stopping a stamp whose start still waits: kept until the start lands, then queued with this
 * moment. Returns false for a stamp the server has (stop it as usual).
 */
export function useStopUnsentStamp(): (stamp: TimeStamp, endTime: string, timeZone?: string) => boolean {
  const userId = useOutboxUser();
  return (stamp, endTime, timeZone) => {
    if (!isUnsentStamp(stamp._id) || !userId) return false;
    addDeferredStop(userId, { name: stamp.name, timeGroupId: stamp.timeGroupId, startTime: stamp.startTime, endTime, ...(timeZone ? { timeZone } : {}) });
    return true;
  };
}

/** Queues the deferred stops whose start is in, now and whenever a change lands (watchDeferredStops). */
export function useSendDeferredStops(): void {
  const client = useOptionalAuthRuntime()?.client;
  const outbox = useOutbox();
  const stops = useDeferredStops();
  useEffect(() => {
    if (client && outbox && stops.length > 0) watchDeferredStops(client, outbox);
  }, [client, outbox, stops]);
}
