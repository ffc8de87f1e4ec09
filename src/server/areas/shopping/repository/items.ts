import type { Selectable, Updateable } from 'kysely';
import type { ShoppingDb, ShoppingItemTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3). A function given `db` may also
// be given a transaction; the handlers run each change that takes several steps in one.

export type ItemRow = Selectable<ShoppingItemTable>;
export type ItemChanges = Omit<Updateable<ShoppingItemTable>, 'id' | 'user_id' | 'list_id' | 'created_at'>;

/** A list's items in position order (ties, from two adds at once, by creation then id), optionally only open or checked ones. */
export function itemsOf(db: ShoppingDb, userId: string, listId: string, filter: { checked?: boolean; limit?: number } = {}): Promise<ItemRow[]> {
  let query = db.selectFrom('shopping_item').selectAll().where('user_id', '=', userId).where('list_id', '=', listId);
  if (filter.checked !== undefined) query = query.where('checked', '=', filter.checked ? 1 : 0);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.orderBy('position').orderBy('created_at').orderBy('id').execute();
}

export function findItem(db: ShoppingDb, userId: string, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('shopping_item').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Which of these ids are the user's items, in any of their lists. */
export async function existingItemIds(db: ShoppingDb, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('shopping_item').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function countItems(db: ShoppingDb, userId: string, listId: string): Promise<number> {
  const row = await db
    .selectFrom('shopping_item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('list_id', '=', listId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The position after the list's last item (0 for an empty list). */
export async function nextPosition(db: ShoppingDb, userId: string, listId: string): Promise<number> {
  const row = await db
    .selectFrom('shopping_item')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('user_id', '=', userId)
    .where('list_id', '=', listId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertItems(db: ShoppingDb, userId: string, rows: readonly Omit<ItemRow, 'user_id'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('shopping_item')
    .values(rows.map((row) => ({ ...row, user_id: userId })))
    .execute();
}

export async function updateItem(db: ShoppingDb, userId: string, id: string, changes: ItemChanges): Promise<void> {
  await db.updateTable('shopping_item').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Puts the list's items at positions 0, 1, 2... in this order, writing only those that move. */
export async function reorderItems(db: ShoppingDb, userId: string, listId: string, current: readonly ItemRow[], order: readonly string[]): Promise<void> {
  const positions = new Map(current.map((row) => [row.id, row.position]));
  for (const [position, id] of order.entries()) {
    if (positions.get(id) === position) continue;
    await db.updateTable('shopping_item').set({ position }).where('user_id', '=', userId).where('list_id', '=', listId).where('id', '=', id).execute();
  }
}

export async function deleteItems(db: ShoppingDb, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('shopping_item').where('user_id', '=', userId).where('id', 'in', ids).execute();
}
