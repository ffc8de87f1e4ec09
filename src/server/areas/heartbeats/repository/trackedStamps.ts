import type { HeartbeatDb, HeartbeatStampTable } from '../tables';

// The stamps heartbeats keep running. Every function takes the user id and filters by it
// (DESIGN §3) but dueStamps, which is upkeep across every user (the sweep), like the accounts
// area's pruning.

export function findTracked(db: HeartbeatDb, userId: string, stampId: string): Promise<HeartbeatStampTable | undefined> {
  return db.selectFrom('heartbeat_stamp').selectAll().where('user_id', '=', userId).where('time_stamp_id', '=', stampId).executeTakeFirst();
}

export async function track(db: HeartbeatDb, userId: string, row: Omit<HeartbeatStampTable, 'user_id'>): Promise<void> {
  await db.insertInto('heartbeat_stamp').values({ ...row, user_id: userId }).execute();
}

export async function extendTracked(db: HeartbeatDb, userId: string, stampId: string, lastBeatAt: string, closesAt: string): Promise<void> {
  await db
    .updateTable('heartbeat_stamp')
    .set({ last_beat_at: lastBeatAt, closes_at: closesAt })
    .where('user_id', '=', userId)
    .where('time_stamp_id', '=', stampId)
    .execute();
}

export async function untrack(db: HeartbeatDb, userId: string, stampId: string): Promise<void> {
  await db.deleteFrom('heartbeat_stamp').where('user_id', '=', userId).where('time_stamp_id', '=', stampId).execute();
}

/** Tracked stamps whose heartbeats stopped before `now`, of every user (the sweep's upkeep). */
export function dueStamps(db: HeartbeatDb, now: string): Promise<HeartbeatStampTable[]> {
  return db.selectFrom('heartbeat_stamp').selectAll().where('closes_at', '<', now).orderBy('closes_at').execute();
}
