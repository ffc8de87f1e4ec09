import { localDate } from '../../../domain/timePeriods';
import type { Dialect } from '../../db/database';
import { newId } from '../../ids';
import { timeStamps, type StampRow } from '../time/index';
import type { TimeDb } from '../time/tables';
import { keyMatches } from './keys';
import { refusals } from './refusals';
import { lockForBeat, lockUserHeartbeats, recordBeat } from './repository/definitions';
import { dueStamps, extendTracked, findTracked, track, untrack } from './repository/trackedStamps';
import type { HeartbeatSettings } from './settings';
import type { HeartbeatDb, HeartbeatStampTable, HeartbeatTable } from './tables';

export interface Beat {
  timeStampId: string;
  startTime: string;
  started: boolean;
  closesAt: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The time area's repository reads and writes these same tables. */
const asTimeDb = (db: HeartbeatDb) => db as unknown as TimeDb;

/**
 * A token bucket per definition: `burst` at once, then one per `refillSeconds`. Answers the tokens
 * left after this heartbeat, or throws 429 with how long until one is back.
 */
function takeToken(row: HeartbeatTable, now: number, settings: HeartbeatSettings): number {
  const elapsed = row.rate_at === null ? Infinity : Math.max(0, now - Date.parse(row.rate_at)) / 1000;
  const tokens = Math.min(settings.burst, (row.rate_tokens ?? settings.burst) + elapsed / settings.refillSeconds);
  if (tokens < 1) throw refusals.tooMany((1 - tokens) * settings.refillSeconds);
  return tokens - 1;
}

/**
 * Whether a tracked stamp is still the heartbeats' to run: active, and not touched by hand since
 * its last heartbeat (a stop, a reopen or an edit sets its updated_at later).
 */
const stillTracked = (stamp: StampRow | undefined, tracked: HeartbeatStampTable): stamp is StampRow =>
  stamp !== undefined && stamp.end_time === null && stamp.updated_at <= tracked.last_beat_at;

/** Ends a tracked stamp at its last heartbeat, through the time area (its group's totals follow). */
async function closeAtLastBeat(trx: HeartbeatDb, userId: string, stamp: StampRow, tracked: HeartbeatStampTable, now: string): Promise<void> {
  const end = Date.parse(tracked.last_beat_at);
  await timeStamps.updateStamp(asTimeDb(trx), userId, stamp, {
    start_time: stamp.start_time,
    end_time: tracked.last_beat_at,
    duration_ms: Math.max(0, end - Date.parse(stamp.start_time)),
    date: stamp.date,
    time_zone: stamp.time_zone,
    updated_at: now,
  });
}

/**
 * One heartbeat, in one transaction: the key (constant time; an unknown id gets the same 401),
 * the rate limit, then the stamp: a running stamp heartbeats started is extended; one started or
 * touched by hand is left as it is; with none running (or only one whose heartbeats stopped longer
 * than its timeout ago, which is closed at its last heartbeat first) a new stamp starts. A refusal
 * rolls everything back.
 */
export async function acceptBeat(
  db: HeartbeatDb,
  dialect: Dialect,
  settings: HeartbeatSettings,
  heartbeatId: string,
  givenKey: string | undefined,
): Promise<Beat> {
  return db.transaction().execute(async (trx) => {
    const definition = await lockForBeat(trx, dialect, heartbeatId);
    if (!keyMatches(givenKey, definition?.key) || definition === undefined) throw refusals.wrongKey();
    const nowMs = settings.now().getTime();
    const now = iso(nowMs);
    const userId = definition.user_id;
    const tokensLeft = takeToken(definition, nowMs, settings);
    // Before reading the stamps: what a sweep (of any process) did to them is then committed.
    await lockUserHeartbeats(trx, dialect, userId);
    if (definition.sub_group_id === null) throw refusals.subGroupGone();
    const closesAt = iso(nowMs + definition.timeout_seconds * 1000);
    await recordBeat(trx, userId, definition.id, now, tokensLeft);

    const active = await timeStamps.findActiveInSubGroup(asTimeDb(trx), userId, definition.sub_group_id);
    if (active !== undefined) {
      const [stamp, tracked] = await Promise.all([timeStamps.findStamp(asTimeDb(trx), userId, active.id), findTracked(trx, userId, active.id)]);
      if (stamp === undefined) throw new Error(`Active stamp ${active.id} vanished inside its transaction`);
      if (tracked === undefined || !stillTracked(stamp, tracked)) {
        // The user's own stamp: heartbeats neither extend nor end it.
        if (tracked !== undefined) await untrack(trx, userId, stamp.id);
        return { timeStampId: stamp.id, startTime: stamp.start_time, started: false, closesAt: null };
      }
      if (tracked.closes_at >= now) {
        const later = tracked.closes_at > closesAt ? tracked.closes_at : closesAt;
        await extendTracked(trx, userId, stamp.id, now, later);
        return { timeStampId: stamp.id, startTime: stamp.start_time, started: false, closesAt: later };
      }
      // Silent longer than its timeout, not yet swept: it ended at its last heartbeat.
      await closeAtLastBeat(trx, userId, stamp, tracked, now);
      await untrack(trx, userId, stamp.id);
    }

    const subGroup = await timeStamps.findSubGroup(asTimeDb(trx), userId, definition.sub_group_id);
    if (subGroup === undefined) throw refusals.subGroupGone();
    const id = newId();
    await timeStamps.insertStamp(asTimeDb(trx), userId, {
      id,
      time_group_id: subGroup.time_group_id,
      sub_group_id: subGroup.id,
      start_time: now,
      end_time: null,
      duration_ms: null,
      date: localDate(nowMs, definition.time_zone),
      time_zone: definition.time_zone,
      created_at: now,
      updated_at: now,
    });
    await track(trx, userId, { time_stamp_id: id, last_beat_at: now, closes_at: closesAt });
    return { timeStampId: id, startTime: now, started: true, closesAt };
  });
}

/**
 * The sweep: every stamp whose heartbeats stopped longer than its timeout ago ends at its last
 * heartbeat (one transaction per stamp, in the user's heartbeat lane, checked again inside it: a
 * heartbeat, or another process's sweep, may have come since). Runs every few seconds while the
 * app runs, so stamps left running by a stopped server are closed by the first sweep after it
 * starts again, at the same time they would have been.
 */
export async function closeSilentStamps(db: HeartbeatDb, dialect: Dialect, now: Date): Promise<number> {
  const at = now.toISOString();
  let closed = 0;
  for (const due of await dueStamps(db, at)) {
    closed += await db.transaction().execute(async (trx) => {
      await lockUserHeartbeats(trx, dialect, due.user_id);
      const tracked = await findTracked(trx, due.user_id, due.time_stamp_id);
      if (tracked === undefined || tracked.closes_at >= at) return 0;
      const stamp = await timeStamps.findStamp(asTimeDb(trx), due.user_id, due.time_stamp_id);
      const close = stillTracked(stamp, tracked);
      if (close) await closeAtLastBeat(trx, due.user_id, stamp, tracked, at);
      await untrack(trx, due.user_id, due.time_stamp_id);
      return close ? 1 : 0;
    });
  }
  return closed;
}
