import type { Selectable } from 'kysely';
import type { CounterGroupTable, CountersDb } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type GroupRow = Selectable<CounterGroupTable>;

export function findGroup(db: CountersDb, userId: string, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('counter_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** By creation time, oldest first. */
export function listGroups(db: CountersDb, userId: string): Promise<GroupRow[]> {
  return db.selectFrom('counter_group').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertGroup(db: CountersDb, userId: string, row: Omit<GroupRow, 'user_id'>): Promise<void> {
  await db.insertInto('counter_group').values({ ...row, user_id: userId }).execute();
}

export async function renameGroup(db: CountersDb, userId: string, id: string, name: string, at: string): Promise<void> {
  await db.updateTable('counter_group').set({ name, updated_at: at }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteGroup(db: CountersDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('counter_group').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** How many counter groups the user keeps (CountersSettings.maxGroups bounds it). */
export async function countGroups(db: CountersDb, userId: string): Promise<number> {
  const row = await db.selectFrom('counter_group').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
