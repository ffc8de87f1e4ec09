import type { Selectable } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { StorageDb, StorageGroupTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type GroupRow = Selectable<StorageGroupTable>;

export function findGroup(db: StorageDb, userId: string, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('storage_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/**
 * The group, locked for the rest of the transaction on PostgreSQL: two calls putting items into
 * one group (merging amounts) take turns instead of losing one's amount, and a delete that found
 * the group empty cannot take an item put in meanwhile. SQLite runs one write transaction at a
 * time anyway (and has no FOR UPDATE).
 */
export function lockGroup(db: StorageDb, dialect: Dialect, userId: string, id: string): Promise<GroupRow | undefined> {
  const query = db.selectFrom('storage_group').selectAll().where('user_id', '=', userId).where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** By creation time, oldest first (the sidebar's order, spec §2). */
export function listGroups(db: StorageDb, userId: string): Promise<GroupRow[]> {
  return db.selectFrom('storage_group').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertGroup(db: StorageDb, userId: string, row: Omit<GroupRow, 'user_id'>): Promise<void> {
  await db.insertInto('storage_group').values({ ...row, user_id: userId }).execute();
}

export async function renameGroup(db: StorageDb, userId: string, id: string, name: string, at: string): Promise<void> {
  await db.updateTable('storage_group').set({ name, updated_at: at }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteGroup(db: StorageDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('storage_group').where('user_id', '=', userId).where('id', '=', id).execute();
}

export interface GroupCounts {
  itemCount: number;
  expiringCount: number;
}

/**
 * How many items each of these groups holds, and how many of them have a best-before on or
 * before `expiringThrough` (past ones included).
 */
export async function countsOf(db: StorageDb, userId: string, groupIds: readonly string[], expiringThrough: string): Promise<Map<string, GroupCounts>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('storage_item')
    .select((eb) => [
      'group_id',
      eb.fn.countAll<number | string>().as('items'),
      eb.fn.count<number | string>('best_before').filterWhere('best_before', '<=', expiringThrough).as('expiring'),
    ])
    .where('user_id', '=', userId)
    .where('group_id', 'in', groupIds)
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((row) => [row.group_id, { itemCount: Number(row.items), expiringCount: Number(row.expiring) }]));
}

/** How many groups the user keeps (StorageSettings.maxGroups bounds it). */
export async function countGroups(db: StorageDb, userId: string): Promise<number> {
  const row = await db.selectFrom('storage_group').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
