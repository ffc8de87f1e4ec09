import type { Selectable } from 'kysely';
import type { ShoppingDb, ShoppingListTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3). A function given `db` may also
// be given a transaction; the handlers run each change that takes several steps in one.

export type ListRow = Selectable<ShoppingListTable>;

export interface ItemCounts {
  open: number;
  checked: number;
}

export function findList(db: ShoppingDb, userId: string, id: string): Promise<ListRow | undefined> {
  return db.selectFrom('shopping_list').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** By creation time, oldest first (as the sidebar lists them, spec §2). */
export function listLists(db: ShoppingDb, userId: string): Promise<ListRow[]> {
  return db.selectFrom('shopping_list').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertList(db: ShoppingDb, userId: string, row: Omit<ListRow, 'user_id'>): Promise<void> {
  await db.insertInto('shopping_list').values({ ...row, user_id: userId }).execute();
}

/**
 * Holds the list's row until the transaction ends (a no-op write takes the row lock on
 * PostgreSQL; SQLite runs one writer at a time anyway), so two additions to one list at once
 * neither lose a merge nor share a position. False when the user has no such list.
 */
export async function lockList(db: ShoppingDb, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('shopping_list')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function renameList(db: ShoppingDb, userId: string, id: string, name: string): Promise<void> {
  await db.updateTable('shopping_list').set({ name }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** The list and its items. */
export async function deleteList(db: ShoppingDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('shopping_item').where('user_id', '=', userId).where('list_id', '=', id).execute();
  await db.deleteFrom('shopping_list').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** How many open and checked items each of these lists holds (every list is in the map). */
export async function itemCounts(db: ShoppingDb, userId: string, listIds: readonly string[]): Promise<Map<string, ItemCounts>> {
  const counts = new Map<string, ItemCounts>(listIds.map((id) => [id, { open: 0, checked: 0 }]));
  if (listIds.length === 0) return counts;
  const rows = await db
    .selectFrom('shopping_item')
    .select(['list_id', 'checked', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('list_id', 'in', listIds)
    .groupBy(['list_id', 'checked'])
    .execute();
  for (const row of rows) {
    const count = counts.get(row.list_id);
    if (count === undefined) continue;
    if (row.checked === 1) count.checked = Number(row.count);
    else count.open = Number(row.count);
  }
  return counts;
}

/** How many lists the user keeps (ShoppingSettings.maxLists bounds it). */
export async function countLists(db: ShoppingDb, userId: string): Promise<number> {
  const row = await db.selectFrom('shopping_list').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
