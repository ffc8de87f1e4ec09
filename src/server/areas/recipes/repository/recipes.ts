import { sql, type Selectable } from 'kysely';
import type { RecipesDb, RecipeTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type RecipeRow = Selectable<RecipeTable>;
/** What lists show of a recipe, and what matching by food reads. */
export type RecipeListRow = Pick<RecipeRow, 'id' | 'name' | 'collection_id' | 'servings' | 'total_time_ms' | 'image_id' | 'created_at'>;
export type RecipeFoodRow = RecipeListRow & Pick<RecipeRow, 'parsed_ingredients'>;
/** The columns a change may set. */
export type RecipeColumns = Omit<RecipeRow, 'id' | 'user_id' | 'created_at'>;

const listColumns = ['id', 'name', 'collection_id', 'servings', 'total_time_ms', 'image_id', 'created_at'] as const;

/** `text` inside a LIKE pattern, its wildcards taken literally (the pattern uses `escape '\'`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function findRecipe(db: RecipesDb, userId: string, id: string): Promise<RecipeRow | undefined> {
  return db.selectFrom('recipe').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertRecipe(db: RecipesDb, userId: string, row: Omit<RecipeRow, 'user_id'>): Promise<void> {
  await db.insertInto('recipe').values({ ...row, user_id: userId }).execute();
}

/** Several rows in one statement (an import's batch). */
export async function insertRecipes(db: RecipesDb, userId: string, rows: readonly Omit<RecipeRow, 'user_id'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('recipe').values(rows.map((row) => ({ ...row, user_id: userId }))).execute();
}

/** The name key and source address of each recipe in a collection: what an import recognises as already there. */
export function namesAndSourcesIn(db: RecipesDb, userId: string, collectionId: string) {
  return db.selectFrom('recipe').select(['name_key', 'source_url']).where('user_id', '=', userId).where('collection_id', '=', collectionId).execute();
}

export async function updateRecipe(db: RecipesDb, userId: string, id: string, changes: Partial<RecipeColumns> & { updated_at: string }): Promise<void> {
  await db.updateTable('recipe').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Whether a recipe was there to delete. */
export async function deleteRecipe(db: RecipesDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('recipe').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A collection's recipes, newest first; with `search` (lower-cased), only those whose name or an ingredient holds it. */
export function recipesOfCollection(db: RecipesDb, userId: string, collectionId: string, search?: string): Promise<RecipeListRow[]> {
  let query = db.selectFrom('recipe').select(listColumns).where('user_id', '=', userId).where('collection_id', '=', collectionId);
  if (search !== undefined) query = query.where(sql<boolean>`search_text like ${`%${likeLiteral(search)}%`} escape '\\'`);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Up to `limit` recipes whose name holds `text` (lower-cased): those it starts first, each part by name. */
export function suggestByName(db: RecipesDb, userId: string, text: string, limit: number) {
  const literal = likeLiteral(text);
  return db
    .selectFrom('recipe')
    .select(['id', 'name', 'collection_id'])
    .where('user_id', '=', userId)
    .where(sql<boolean>`name_key like ${`%${literal}%`} escape '\\'`)
    .orderBy(sql`case when name_key like ${`${literal}%`} escape '\\' then 0 else 1 end`)
    .orderBy('name_key')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many recipes one read of their ingredients holds: each read is short, so others get their turn. */
const FOOD_PAGE_SIZE = 25;

/**
 * Every recipe of the user with its parsed ingredients, newest first, a page at a time: what
 * matching by food reads. The order is read first (ids only), then each page by its ids; a recipe
 * deleted in between is left out.
 */
export async function* recipesWithFoods(db: RecipesDb, userId: string): AsyncGenerator<RecipeFoodRow[]> {
  const order = await db.selectFrom('recipe').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  for (let start = 0; start < order.length; start += FOOD_PAGE_SIZE) {
    const ids = order.slice(start, start + FOOD_PAGE_SIZE).map((row) => row.id);
    const rows = await db.selectFrom('recipe').select([...listColumns, 'parsed_ingredients']).where('user_id', '=', userId).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    yield ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** How many recipes the user has (MAX_RECIPES bounds it). */
export async function countRecipes(db: RecipesDb, userId: string): Promise<number> {
  const row = await db.selectFrom('recipe').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Moves every recipe of one collection into another; answers how many moved. */
export async function moveRecipes(db: RecipesDb, userId: string, fromCollectionId: string, toCollectionId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('recipe')
    .set({ collection_id: toCollectionId, updated_at: at })
    .where('user_id', '=', userId)
    .where('collection_id', '=', fromCollectionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every recipe of a collection; answers how many went. */
export async function deleteRecipesOf(db: RecipesDb, userId: string, collectionId: string): Promise<number> {
  const result = await db.deleteFrom('recipe').where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The next `limit` of the user's recipes with their collection's name, after `afterId` by id: an export reads them a batch at a time. */
export function recipesAfter(db: RecipesDb, userId: string, afterId: string, limit: number) {
  return db
    .selectFrom('recipe')
    .innerJoin('recipe_collection', 'recipe_collection.id', 'recipe.collection_id')
    .selectAll('recipe')
    .select('recipe_collection.name as collection_name')
    .where('recipe.user_id', '=', userId)
    .where('recipe.id', '>', afterId)
    .orderBy('recipe.id')
    .limit(limit)
    .execute();
}
