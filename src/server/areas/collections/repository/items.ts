import type { Selectable } from 'kysely';
import type { CollectionsDb, ItemTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type ItemRow = Selectable<ItemTable>;

/** Rows per insert: well under SQLite's 32,766 bound parameters (9 columns a row). */
const INSERT_CHUNK = 500;

export function findItem(db: CollectionsDb, userId: string, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('item').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A collection's items, oldest first (an import's in the order of its rows). */
export function itemsOf(db: CollectionsDb, userId: string, collectionId: string): Promise<ItemRow[]> {
  return db.selectFrom('item').selectAll().where('user_id', '=', userId).where('collection_id', '=', collectionId).orderBy('created_at').orderBy('position').orderBy('id').execute();
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
