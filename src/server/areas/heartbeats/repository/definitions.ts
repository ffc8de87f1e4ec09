import { sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { HeartbeatDb, HeartbeatTable } from '../tables';

// Every function that serves a signed-in user takes the user id and filters by it (DESIGN §3).
// One cannot: lockForBeat finds a definition by the id in its unauthenticated URL (the key, checked
// next, proves who may use it, as a username and password do at login).

/** A definition with its sub group's and time group's names (null once the sub group is gone). */
export type HeartbeatRow = HeartbeatTable & {
  sub_group_name: string | null;
  time_group_id: string | null;
  time_group_name: string | null;
};

function definitions(db: HeartbeatDb, userId: string) {
  return db
    .selectFrom('heartbeat')
    .leftJoin('sub_group', 'sub_group.id', 'heartbeat.sub_group_id')
    .leftJoin('time_group', 'time_group.id', 'sub_group.time_group_id')
    .selectAll('heartbeat')
    .select(['sub_group.name as sub_group_name', 'time_group.id as time_group_id', 'time_group.name as time_group_name'])
    .where('heartbeat.user_id', '=', userId);
}

/** The user's definitions by name. */
export function listHeartbeats(db: HeartbeatDb, userId: string): Promise<HeartbeatRow[]> {
  return definitions(db, userId).orderBy('heartbeat.name').orderBy('heartbeat.id').execute();
}

export function findHeartbeat(db: HeartbeatDb, userId: string, id: string): Promise<HeartbeatRow | undefined> {
  return definitions(db, userId).where('heartbeat.id', '=', id).executeTakeFirst();
}

export async function insertHeartbeat(db: HeartbeatDb, userId: string, row: Omit<HeartbeatTable, 'user_id'>): Promise<void> {
  await db.insertInto('heartbeat').values({ ...row, user_id: userId }).execute();
}

export type HeartbeatChange = Partial<Pick<HeartbeatTable, 'name' | 'sub_group_id' | 'timeout_seconds' | 'time_zone' | 'key'>> & { updated_at: string };

/** False when the user has no such definition. */
export async function updateHeartbeat(db: HeartbeatDb, userId: string, id: string, change: HeartbeatChange): Promise<boolean> {
  const result = await db.updateTable('heartbeat').set(change).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when the user has no such definition. */
export async function deleteHeartbeat(db: HeartbeatDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('heartbeat').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The definition a heartbeat names, locked for the rest of the transaction on PostgreSQL, so two
 * heartbeats of one definition take turns (the rate limit and the start of a stamp cannot race).
 * SQLite runs one write transaction at a time anyway (and has no FOR UPDATE).
 */
export function lockForBeat(db: HeartbeatDb, dialect: Dialect, id: string): Promise<HeartbeatTable | undefined> {
  const query = db.selectFrom('heartbeat').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function recordBeat(db: HeartbeatDb, userId: string, id: string, at: string, rateTokens: number): Promise<void> {
  await db.updateTable('heartbeat').set({ last_beat_at: at, rate_tokens: rateTokens, rate_at: at }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** How many definitions the user keeps (HeartbeatSettings.maxHeartbeats bounds it). */
export async function countHeartbeats(db: HeartbeatDb, userId: string): Promise<number> {
  const row = await db.selectFrom('heartbeat').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Holds the user's heartbeat lane until the transaction ends, on PostgreSQL: a heartbeat and a
 * sweep of the same user's stamps, from any server process, take turns, so a silent stamp is ended
 * once and a heartbeat never extends one a sweep is ending. SQLite runs one transaction at a time.
 */
export async function lockUserHeartbeats(db: HeartbeatDb, dialect: Dialect, userId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`heartbeats:${userId}`}, 0))`.execute(db);
}
