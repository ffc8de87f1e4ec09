import type { OutboxChange } from '../../../../../machines/outboxMachine';
import type { TimeStamp } from '../../../../contract/types';
import { useUnsentChanges } from '../../../outbox/OutboxContext';
import { isStampOf, type DeferredStop } from './deferredStops';
import { timeArea } from './stampRequests';
import { useDeferredStops } from './useDeferredStops';

import { isUnsentStamp, unsentStampPrefix } from './unsentId';

/** What the time changes not yet on the server do to the stamps the server last sent. */
export interface UnsentStamps {
  /** Stamps started on this device and not on the server yet: running, from the tap's moment. */
  started: TimeStamp[];
  /** Stamps stopped here whose stop has not reached the server (by id): no longer running. */
  stopped: ReadonlyMap<string, string>;
  /** Every stamp id a waiting change touches: these show "Not sent yet". */
  touched: ReadonlySet<string>;
  /** Stops of stamps whose start waits (deferredStops.ts): those stamps no longer run here. */
  deferred: readonly DeferredStop[];
}

interface StampBody {
  timeStampId?: string;
  name?: string;
  timeGroupId?: string;
  subGroupId?: string;
  startTime?: string;
  endTime?: string;
  ended?: boolean;
  timeZone?: string;
}

const bodyOf = (change: OutboxChange) => (change.request.body ?? {}) as StampBody;

/** The stand-in of a stamp whose start waits: counts up from the moment the user stamped in. */
export function stampFromStart(change: OutboxChange): TimeStamp {
  const body = bodyOf(change);
  const startTime = body.startTime ?? change.queuedAt;
  return {
    _id: `${unsentStampPrefix}${change.id}`,
    name: body.name ?? '',
    subGroupId: body.subGroupId ?? '',
    timeGroupId: body.timeGroupId ?? '',
    startTime,
    endTime: body.endTime ?? null,
    ended: body.endTime !== undefined,
    date: startTime.slice(0, 10),
    durationInMs: 0,
  } as TimeStamp;
}

/** Reads the time area's waiting changes (oldest first) into what they do to the stamps. */
export function unsentStamps(changes: readonly OutboxChange[], deferred: readonly DeferredStop[] = []): UnsentStamps {
  const started: TimeStamp[] = [];
  const stopped = new Map<string, string>();
  const touched = new Set<string>();
  for (const change of changes) {
    const body = bodyOf(change);
    if (change.request.path !== '/time-stamp') continue;
    if (change.request.method === 'POST' && body.endTime === undefined) started.push(stampFromStart(change));
    if (change.request.method === 'PUT' && body.timeStampId) {
      touched.add(body.timeStampId);
      if (body.ended === true && body.endTime) stopped.set(body.timeStampId, body.endTime);
      if (body.ended === false) stopped.delete(body.timeStampId);
    }
  }
  for (const stamp of started) touched.add(stamp._id);
  return { started, stopped, touched, deferred };
}

/**
 * The server's running stamps as this device sees them: those stopped here left out, those
 * started here (not on the server yet) added; the latest started first.
 */
export function runningStamps(serverActive: readonly TimeStamp[], unsent: UnsentStamps): TimeStamp[] {
  const stoppedHere = (stamp: TimeStamp) => unsent.stopped.has(stamp._id) || unsent.deferred.some((stop) => isStampOf(stop, stamp));
  // The cache's stand-in of a start (optimisticStamps.ts) gives way to the waiting change's, which is marked.
  const waits = (stamp: TimeStamp) => isUnsentStamp(stamp._id) && unsent.started.some((started) => started.startTime === stamp.startTime && started.timeGroupId === stamp.timeGroupId);
  return [...serverActive.filter((stamp) => !waits(stamp)), ...unsent.started].filter((stamp) => !stoppedHere(stamp));
}

/** The time changes waiting on this device, read for the stamp screens. */
export function useUnsentStamps(): UnsentStamps {
  return unsentStamps(useUnsentChanges(timeArea), useDeferredStops());
}
