import type { Selectable } from 'kysely';
import type { DrinksDb, DrinkTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type DrinkRow = Selectable<DrinkTable>;
/** The columns a change may set. */
export type DrinkColumns = Omit<DrinkRow, 'id' | 'user_id' | 'created_at'>;

export function findDrink(db: DrinksDb, userId: string, id: string): Promise<DrinkRow | undefined> {
  return db.selectFrom('drink').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertDrink(db: DrinksDb, userId: string, row: Omit<DrinkRow, 'user_id'>): Promise<void> {
  await db.insertInto('drink').values({ ...row, user_id: userId }).execute();
}

export async function updateDrink(db: DrinksDb, userId: string, id: string, changes: Partial<DrinkColumns> & { updated_at: string }): Promise<void> {
  await db.updateTable('drink').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Whether a drink was there to delete. */
export async function deleteDrink(db: DrinksDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('drink').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Where the next drinks start: after this one, by name ignoring case, then id. */
export interface DrinkPlace {
  name_key: string;
  id: string;
}

/**
 * The places and sizes (characters of the drink's lists and notes) of up to `limit` of a
 * collection's drinks after `after`, by name ignoring case: what a page may hold, before any is read.
 */
export async function drinkSizesOf(db: DrinksDb, userId: string, collectionId: string, after: DrinkPlace | undefined, limit: number) {
  const query = db.selectFrom('drink').where('user_id', '=', userId).where('collection_id', '=', collectionId);
  const rows = await (after === undefined ? query : query.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(after.name_key, after.id))))
    .select((eb) => [
      'id',
      'name_key',
      eb(eb(eb(eb.fn<number>('length', ['ingredients']), '+', eb.fn<number>('length', ['steps'])), '+', eb.fn<number>('length', ['tags'])), '+', eb.fn<number>('length', ['notes'])).as(
        'chars',
      ),
    ])
    .orderBy('name_key')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, chars: Number(row.chars) }));
}

/** These drinks of the user, by name ignoring case. */
export function drinksById(db: DrinksDb, userId: string, ids: readonly string[]): Promise<DrinkRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('drink').selectAll().where('user_id', '=', userId).where('id', 'in', ids).orderBy('name_key').orderBy('id').execute();
}

/** How many drinks one read holds: each read is short, so others get their turn. */
const PAGE_SIZE = 50;

/**
 * Every drink of the user by name, ignoring case, a page at a time: what "What can I make"
 * matches. The order is read first (ids only), then each page by its ids; a drink deleted in
 * between is left out.
 */
export async function* allDrinks(db: DrinksDb, userId: string): AsyncGenerator<DrinkRow[]> {
  const order = await db.selectFrom('drink').select('id').where('user_id', '=', userId).orderBy('name_key').orderBy('id').execute();
  for (let start = 0; start < order.length; start += PAGE_SIZE) {
    const ids = order.slice(start, start + PAGE_SIZE).map((row) => row.id);
    const rows = await db.selectFrom('drink').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    yield ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** How many drinks the user has (MAX_DRINKS bounds it). */
export async function countDrinks(db: DrinksDb, userId: string): Promise<number> {
  const row = await db.selectFrom('drink').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Moves every drink of one collection into another; answers how many moved. */
export async function moveDrinks(db: DrinksDb, userId: string, fromCollectionId: string, toCollectionId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('drink')
    .set({ collection_id: toCollectionId, updated_at: at })
    .where('user_id', '=', userId)
    .where('collection_id', '=', fromCollectionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every drink of a collection; answers how many went. */
export async function deleteDrinksOf(db: DrinksDb, userId: string, collectionId: string): Promise<number> {
  const result = await db.deleteFrom('drink').where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
