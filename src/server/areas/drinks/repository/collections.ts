import { namedCollectionQueries, type NamedCollectionRow } from '../../../namedCollections/queries';
import type { DrinksTables } from '../tables';

export type CollectionRow = NamedCollectionRow;

/** The drink collections' queries: the shared named collection's, on drink_collection and drink. */
export const collections = namedCollectionQueries<DrinksTables>({ collection: 'drink_collection', item: 'drink' });
