import type { SubGroupTable, TimeDb } from '../tables';
import { adjustTotals, subGroupShare } from './keptTotals';
import { toNumber } from './numbers';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one (the functions that move or delete stamps must run in one).

export async function insertSubGroup(db: TimeDb, userId: string, row: Omit<SubGroupTable, 'user_id' | 'name_key'>): Promise<void> {
  await db.insertInto('sub_group').values({ ...row, name_key: nameKey(row.name), user_id: userId }).execute();
}

export const nameKey = (name: string) => name.toLowerCase();

export function findSubGroup(db: TimeDb, userId: string, id: string): Promise<SubGroupTable | undefined> {
  return db.selectFrom('sub_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findSubGroupByName(db: TimeDb, userId: string, timeGroupId: string, name: string): Promise<SubGroupTable | undefined> {
  return db
    .selectFrom('sub_group')
    .selectAll()
    .where('user_id', '=', userId)
    .where('time_group_id', '=', timeGroupId)
    .where('name_key', '=', nameKey(name))
    .executeTakeFirst();
}

/** The user's sub groups (of one group when given), by name. */
export function listSubGroups(db: TimeDb, userId: string, timeGroupId?: string): Promise<SubGroupTable[]> {
  let query = db.selectFrom('sub_group').selectAll().where('user_id', '=', userId);
  if (timeGroupId !== undefined) query = query.where('time_group_id', '=', timeGroupId);
  return query.orderBy('name').orderBy('id').execute();
}

export async function renameSubGroup(db: TimeDb, userId: string, id: string, name: string, now: string): Promise<void> {
  await db.updateTable('sub_group').set({ name, name_key: nameKey(name), updated_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the sub group with its stamps and goals; false when the user has no such sub group. */
export async function deleteSubGroup(db: TimeDb, userId: string, id: string): Promise<boolean> {
  const subGroup = await findSubGroup(db, userId, id);
  if (subGroup === undefined) return false;
  await db.deleteFrom('time_goal').where('user_id', '=', userId).where('sub_group_id', '=', id).execute();
  const share = await subGroupShare(db, userId, id);
  await adjustTotals(db, userId, subGroup.time_group_id, -share.endedMs, -share.stamps);
  await db.deleteFrom('time_stamp').where('user_id', '=', userId).where('sub_group_id', '=', id).execute();
  const result = await db.deleteFrom('sub_group').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Moves every stamp and goal of `from` into `to` (which may be in another group). */
export async function moveStamps(db: TimeDb, userId: string, from: SubGroupTable, to: SubGroupTable, now: string): Promise<void> {
  await db
    .updateTable('time_goal')
    .set({ sub_group_id: to.id, time_group_id: to.time_group_id, updated_at: now })
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', from.id)
    .execute();
  const share = await subGroupShare(db, userId, from.id);
  await adjustTotals(db, userId, from.time_group_id, -share.endedMs, -share.stamps);
  await adjustTotals(db, userId, to.time_group_id, share.endedMs, share.stamps);
  await db
    .updateTable('time_stamp')
    .set({ sub_group_id: to.id, time_group_id: to.time_group_id, updated_at: now })
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', from.id)
    .execute();
}

/**
 * Stamps per sub group (usage), of the given sub groups or of all the user's. Asked by sub group
 * id, the count reads (user_id, sub_group_id, ...) alone; filtered by time group instead, SQLite
 * without statistics grouped along that index over every stamp of the user (100 ms at 100,000).
 */
export async function stampCountsBySubGroup(db: TimeDb, userId: string, subGroupIds?: readonly string[]): Promise<Map<string, number>> {
  if (subGroupIds?.length === 0) return new Map();
  let query = db.selectFrom('time_stamp').select((eb) => ['sub_group_id', eb.fn.countAll().as('usage')]).where('user_id', '=', userId).groupBy('sub_group_id');
  if (subGroupIds !== undefined) query = query.where('sub_group_id', 'in', subGroupIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.sub_group_id, toNumber(row.usage)]));
}

/** How many sub groups, across their groups, the user keeps (TimeSettings.maxSubGroups bounds it). */
export async function countSubGroups(db: TimeDb, userId: string): Promise<number> {
  const row = await db.selectFrom('sub_group').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return toNumber(row.count);
}
