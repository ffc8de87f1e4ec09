import type { Selectable } from 'kysely';
import type { DrinkCollectionTable, DrinksDb } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3). A function given `db` may also
// be given a transaction; the handlers run each change that takes several steps in one.

export type CollectionRow = Selectable<DrinkCollectionTable>;

export function findCollection(db: DrinksDb, userId: string, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('drink_collection').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** By creation time, oldest first (the sidebar's order, as every area's collections). */
export function listCollections(db: DrinksDb, userId: string): Promise<CollectionRow[]> {
  return db.selectFrom('drink_collection').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertCollection(db: DrinksDb, userId: string, row: Omit<CollectionRow, 'user_id'>): Promise<void> {
  await db.insertInto('drink_collection').values({ ...row, user_id: userId }).execute();
}

export async function renameCollection(db: DrinksDb, userId: string, id: string, name: string, at: string): Promise<void> {
  await db.updateTable('drink_collection').set({ name, updated_at: at }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCollection(db: DrinksDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('drink_collection').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** How many drinks each of these collections holds (0 for those without any). */
export async function drinkCounts(db: DrinksDb, userId: string, collectionIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(collectionIds.map((id) => [id, 0]));
  if (collectionIds.length === 0) return counts;
  const rows = await db
    .selectFrom('drink')
    .select(['collection_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('collection_id', 'in', collectionIds)
    .groupBy('collection_id')
    .execute();
  for (const row of rows) counts.set(row.collection_id, Number(row.count));
  return counts;
}
