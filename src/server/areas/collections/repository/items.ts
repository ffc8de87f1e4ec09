import type { Selectable } from 'kysely';
import type { CollectionsDb, ItemTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type ItemRow = Selectable<ItemTable>;

/** Rows per insert: well under SQLite's 32,766 bound parameters (9 columns a row). */
const INSERT_CHUNK = 500;

export function findItem(db: CollectionsDb, userId: string, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('item').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Where the next items start: after this one, in the items' order. */
export type ItemPlace = Pick<ItemRow, 'created_at' | 'position' | 'id'>;

function itemsAfter(db: CollectionsDb, userId: string, collectionId: string, after: ItemPlace | undefined) {
  const query = db.selectFrom('item').where('user_id', '=', userId).where('collection_id', '=', collectionId);
  return (after === undefined ? query : query.where((eb) => eb(eb.refTuple('created_at', 'position', 'id'), '>', eb.tuple(after.created_at, after.position, after.id))))
    .orderBy('created_at')
    .orderBy('position')
    .orderBy('id');
}

/** Up to `limit` of a collection's items after `after`, oldest first (an import's in the order of its rows). */
export function itemsOf(db: CollectionsDb, userId: string, collectionId: string, after: ItemPlace | undefined, limit: number): Promise<ItemRow[]> {
  return itemsAfter(db, userId, collectionId, after).selectAll().limit(limit).execute();
}

/** The places and sizes (characters of values and unconverted) of up to `limit` items after `after`. */
export async function itemSizesOf(db: CollectionsDb, userId: string, collectionId: string, after: ItemPlace | undefined, limit: number) {
  const rows = await itemsAfter(db, userId, collectionId, after)
    .select((eb) => ['id', 'created_at', 'position', eb(eb.fn<number>('length', ['values']), '+', eb.fn<number>('length', ['unconverted'])).as('chars')])
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, chars: Number(row.chars) }));
}

/** These items, in the items' order. */
export function itemsById(db: CollectionsDb, userId: string, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('item').selectAll().where('user_id', '=', userId).where('id', 'in', ids).orderBy('created_at').orderBy('position').orderBy('id').execute();
}

/** How many items the collection holds. */
export async function countItems(db: CollectionsDb, userId: string, collectionId: string): Promise<number> {
  const row = await db.selectFrom('item').select((eb) => eb.fn.countAll<number | string>().as('items')).where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(row?.items ?? 0);
}

export async function insertItems(db: CollectionsDb, userId: string, rows: ReadonlyArray<Omit<ItemRow, 'user_id'>>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, user_id: userId }));
    await db.insertInto('item').values(chunk).execute();
  }
}

export type ItemChanges = Partial<Pick<ItemRow, 'values' | 'unconverted'>> & { updated_at: string };

export async function updateItem(db: CollectionsDb, userId: string, id: string, changes: ItemChanges): Promise<void> {
  await db.updateTable('item').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteItem(db: CollectionsDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('item').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes a collection's items; answers how many went. */
export async function deleteItemsOf(db: CollectionsDb, userId: string, collectionId: string): Promise<number> {
  const result = await db.deleteFrom('item').where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
