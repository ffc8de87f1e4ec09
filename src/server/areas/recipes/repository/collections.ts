import type { Selectable } from 'kysely';
import type { RecipeCollectionTable, RecipesDb } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3). A function given `db` may also
// be given a transaction; the handlers run each change that takes several steps in one.

export type CollectionRow = Selectable<RecipeCollectionTable>;

export function findCollection(db: RecipesDb, userId: string, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('recipe_collection').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** By creation time, oldest first (spec §2's sidebar order). */
export function listCollections(db: RecipesDb, userId: string): Promise<CollectionRow[]> {
  return db.selectFrom('recipe_collection').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertCollection(db: RecipesDb, userId: string, row: Omit<CollectionRow, 'user_id'>): Promise<void> {
  await db.insertInto('recipe_collection').values({ ...row, user_id: userId }).execute();
}

export async function renameCollection(db: RecipesDb, userId: string, id: string, name: string, at: string): Promise<void> {
  await db.updateTable('recipe_collection').set({ name, updated_at: at }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCollection(db: RecipesDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('recipe_collection').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** How many recipes each of these collections holds (0 for those without any). */
export async function recipeCounts(db: RecipesDb, userId: string, collectionIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(collectionIds.map((id) => [id, 0]));
  if (collectionIds.length === 0) return counts;
  const rows = await db
    .selectFrom('recipe')
    .select(['collection_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('collection_id', 'in', collectionIds)
    .groupBy('collection_id')
    .execute();
  for (const row of rows) counts.set(row.collection_id, Number(row.count));
  return counts;
}
