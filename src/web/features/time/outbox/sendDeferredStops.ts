import type { TimeStamp, TimeStampPage } from '../../../../contract/types';
import type { ApiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiResult';
import type { Outbox } from '../../../outbox/outboxRuntime';
import { localDate } from '../queries';
import { deferredStopsOf, isStampOf, removeDeferredStop, startStillWaits, type DeferredStop } from './deferredStops';
import { stopStampChange, timeArea } from './stampRequests';

const inFlight = new Set<string>();
const keyOf = (userId: string, stop: DeferredStop) => `${userId} ${stop.timeGroupId} ${stop.startTime}`;

async function stampsOf(client: ApiClient, query: Record<string, string | boolean>): Promise<TimeStamp[]> {
  const data: TimeStamp | TimeStampPage = unwrap(await client.GET('/time-stamp', { params: { query } }));
  return 'timeStamps' in data ? data.timeStamps : [data];
}

/** The stamp the landed start created: running still, or (stopped elsewhere meanwhile) among its day's. */
async function findStarted(client: ApiClient, stop: DeferredStop): Promise<TimeStamp | undefined> {
  const running = (await stampsOf(client, { active: true })).find((stamp) => isStampOf(stop, stamp));
  if (running) return running;
  const day = { date: localDate(new Date(stop.startTime)), ...(stop.timeZone ? { timeZone: stop.timeZone } : {}) };
  return (await stampsOf(client, day)).find((stamp) => isStampOf(stop, stamp));
}

/**
 * Queues every deferred stop whose start has left the outbox: the start landed, so the stamp has
 * an id now. A stamp stopped elsewhere meanwhile is stopped all the same (the server refuses it,
 * ALREADY_ENDED, and it waits for the user); a start the user discarded leaves nothing to stop.
 * Without an answer (offline) the stop stays and is tried on the next call.
 */
export async function sendDeferredStops(client: ApiClient, outbox: Outbox): Promise<void> {
  const { userId, queue, attention } = outbox.actor.getSnapshot().context;
  if (!userId) return;
  const ready = deferredStopsOf(userId).filter((stop) => !startStillWaits(stop, [...queue, ...attention]) && !inFlight.has(keyOf(userId, stop)));
  await Promise.all(
    ready.map(async (stop) => {
      inFlight.add(keyOf(userId, stop));
      try {
        const stamp = await findStarted(client, stop);
        if (stamp) {
          const change = stopStampChange({ timeStampId: stamp._id, endTime: stop.endTime, ...(stop.timeZone ? { timeZone: stop.timeZone } : {}) }, stop.name);
          // Through the outbox, never sent past it: a refusal must wait in "Needs your attention".
          outbox.queue({ area: timeArea, ...change });
        }
        removeDeferredStop(userId, stop);
      } catch {
        // No answer (or the outbox is full): kept for the next try.
      } finally {
        inFlight.delete(keyOf(userId, stop));
      }
    }),
  );
}

const watched = new WeakSet<Outbox>();

/**
 * Sends the deferred stops whenever a change lands (a start among them), for as long as the
 * outbox runs; once per outbox, however often it is called. Screens and commands that stop a
 * waiting stamp call it, and so do the time screens when they open (stops kept from before a reload).
 */
export function watchDeferredStops(client: ApiClient, outbox: Outbox): void {
  if (!watched.has(outbox)) {
    watched.add(outbox);
    outbox.actor.on('change.sent', () => void sendDeferredStops(client, outbox));
    outbox.actor.on('change.discarded', () => void sendDeferredStops(client, outbox));
  }
  void sendDeferredStops(client, outbox);
}
