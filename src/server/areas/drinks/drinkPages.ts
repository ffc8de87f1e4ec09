import { takeWithin } from '../../keysetPages';
import { decodeDrinkCursor, encodeDrinkCursor } from './drinkCursor';
import { refusals } from './refusals';
import * as drinks from './repository/drinks';
import type { DrinksDb } from './tables';

export interface DrinkPageRequest {
  /** The previous page's `next`, as the client sent it back. */
  after: string | undefined;
  limit: number;
  /** The page stops once its drinks pass this many characters (one drink at least). */
  maxChars: number;
}

/**
 * A page of a collection's drinks by name ignoring case, and the cursor of the next one (null
 * after the last). The sizes are read first, so no more than the page's drinks are ever loaded.
 */
export async function drinkPage(db: DrinksDb, userId: string, collectionId: string, { after, limit, maxChars }: DrinkPageRequest) {
  const start = after === undefined ? undefined : decodeDrinkCursor(after);
  if (after !== undefined && start === undefined) throw refusals.cursorInvalid();
  const place = start === undefined ? undefined : { name_key: start.nameKey, id: start.id };
  const sizes = await drinks.drinkSizesOf(db, userId, collectionId, place, limit + 1);
  const taken = takeWithin(sizes.slice(0, limit), maxChars);
  const rows = await drinks.drinksById(
    db,
    userId,
    taken.map((row) => row.id),
  );
  const last = taken.at(-1);
  const more = sizes.length > taken.length;
  return { rows, next: more && last !== undefined ? encodeDrinkCursor({ nameKey: last.name_key, id: last.id }) : null };
}
