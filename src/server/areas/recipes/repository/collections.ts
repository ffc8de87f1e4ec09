import { namedCollectionQueries, type NamedCollectionRow } from '../../../namedCollections/queries';
import type { RecipesDb, RecipesTables } from '../tables';

export type CollectionRow = NamedCollectionRow;

/** The recipe collections' queries: the shared named collection's, on recipe_collection and recipe. */
export const collections = namedCollectionQueries<RecipesTables>({ collection: 'recipe_collection', item: 'recipe' });

/** How many recipe collections the user keeps (RecipesSettings.maxCollections bounds it). */
export async function countCollections(db: RecipesDb, userId: string): Promise<number> {
  const row = await db.selectFrom('recipe_collection').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
