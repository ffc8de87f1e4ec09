import { namedCollectionQueries, type NamedCollectionRow } from '../../../namedCollections/queries';
import type { RecipesTables } from '../tables';

export type CollectionRow = NamedCollectionRow;

/** The recipe collections' queries: the shared named collection's, on recipe_collection and recipe. */
export const collections = namedCollectionQueries<RecipesTables>({ collection: 'recipe_collection', item: 'recipe' });
