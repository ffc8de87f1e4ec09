import type { Selectable, Updateable } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { CounterTable, CountersDb } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type CounterRow = Selectable<CounterTable>;

export function findCounter(db: CountersDb, userId: string, id: string): Promise<CounterRow | undefined> {
  return db.selectFrom('counter').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/**
 * The counter, locked for the rest of the transaction on PostgreSQL: two taps at once take turns,
 * so neither's change of the value is lost and their seqs differ. SQLite runs one write
 * transaction at a time anyway (and has no FOR UPDATE).
 */
export function lockCounter(db: CountersDb, dialect: Dialect, userId: string, id: string): Promise<CounterRow | undefined> {
  const query = db.selectFrom('counter').selectAll().where('user_id', '=', userId).where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The counters of these groups, each group's in its order. */
export function countersOf(db: CountersDb, userId: string, groupIds: readonly string[]): Promise<CounterRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('counter').selectAll().where('user_id', '=', userId).where('group_id', 'in', groupIds).orderBy('group_id').orderBy('position').orderBy('id').execute();
}

/** Which of these ids are the caller's counters. */
export async function ownCounterIds(db: CountersDb, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('counter').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The position after the group's last counter. */
export async function nextPosition(db: CountersDb, userId: string, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('counter')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertCounter(db: CountersDb, userId: string, row: Omit<CounterRow, 'user_id'>): Promise<void> {
  await db.insertInto('counter').values({ ...row, user_id: userId }).execute();
}

export async function updateCounter(db: CountersDb, userId: string, id: string, changes: Updateable<Omit<CounterTable, 'id' | 'user_id'>>): Promise<void> {
  await db.updateTable('counter').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCounter(db: CountersDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('counter').where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCountersOf(db: CountersDb, userId: string, groupId: string): Promise<number> {
  const result = await db.deleteFrom('counter').where('user_id', '=', userId).where('group_id', '=', groupId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counters with a goal, with their group's name: by group (oldest first), then in the group's order. */
export function countersWithGoals(db: CountersDb, userId: string) {
  return db
    .selectFrom('counter')
    .innerJoin('counter_group', 'counter_group.id', 'counter.group_id')
    .selectAll('counter')
    .select('counter_group.name as group_name')
    .where('counter.user_id', '=', userId)
    .where('counter.goal', 'is not', null)
    .orderBy('counter_group.created_at')
    .orderBy('counter_group.id')
    .orderBy('counter.position')
    .orderBy('counter.id')
    .execute();
}

/** How many counters, across their groups, the user keeps (CountersSettings.maxCounters bounds it). */
export async function countCounters(db: CountersDb, userId: string): Promise<number> {
  const row = await db.selectFrom('counter').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
