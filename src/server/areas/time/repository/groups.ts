import type { TimeDb, TimeGroupTable } from '../tables';
import { toNumber } from './numbers';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one.

export async function insertTimeGroup(db: TimeDb, userId: string, row: Omit<TimeGroupTable, 'user_id'>): Promise<void> {
  await db.insertInto('time_group').values({ ...row, user_id: userId }).execute();
  await db.insertInto('time_group_total').values({ time_group_id: row.id, user_id: userId, ended_ms: 0, stamps: 0 }).execute();
}

export function findTimeGroup(db: TimeDb, userId: string, id: string): Promise<TimeGroupTable | undefined> {
  return db.selectFrom('time_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's groups by name (a stable order for pickers; the list screen sorts by usage and totals). */
export function listTimeGroups(db: TimeDb, userId: string): Promise<TimeGroupTable[]> {
  return db.selectFrom('time_group').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
}

export async function renameTimeGroup(db: TimeDb, userId: string, id: string, name: string, now: string): Promise<boolean> {
  const result = await db.updateTable('time_group').set({ name, updated_at: now }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the group with its sub groups, stamps, goals and tag links; false when the user has no such group. */
export async function deleteTimeGroup(db: TimeDb, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('time_goal').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('time_group_tag').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('time_stamp').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('sub_group').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('time_group_total').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  const result = await db.deleteFrom('time_group').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many time groups the user keeps (TimeSettings.maxGroups bounds it). */
export async function countTimeGroups(db: TimeDb, userId: string): Promise<number> {
  const row = await db.selectFrom('time_group').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return toNumber(row.count);
}
