import { namedCollectionQueries, type NamedCollectionRow } from '../../../namedCollections/queries';
import type { DrinksDb, DrinksTables } from '../tables';

export type CollectionRow = NamedCollectionRow;

/** The drink collections' queries: the shared named collection's, on drink_collection and drink. */
export const collections = namedCollectionQueries<DrinksTables>({ collection: 'drink_collection', item: 'drink' });

/** How many drink collections the user keeps (DrinksSettings.maxCollections bounds it). */
export async function countCollections(db: DrinksDb, userId: string): Promise<number> {
  const row = await db.selectFrom('drink_collection').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
