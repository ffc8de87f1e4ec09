import { cutPage, type PageRequest } from '../../keysetPages';
import { decodeDrinkCursor, encodeDrinkCursor } from './drinkCursor';
import { refusals } from './refusals';
import * as drinks from './repository/drinks';
import type { DrinksDb } from './tables';

/**
 * A page of a collection's drinks by name ignoring case, and the cursor of the next one (null
 * after the last). The sizes are read first, so no more than the page's drinks are ever loaded.
 */
export async function drinkPage(db: DrinksDb, userId: string, collectionId: string, { after, limit, maxChars }: PageRequest) {
  const start = after === undefined ? undefined : decodeDrinkCursor(after);
  if (after !== undefined && start === undefined) throw refusals.cursorInvalid();
  const place = start === undefined ? undefined : { name_key: start.nameKey, id: start.id };
  const sizes = await drinks.drinkSizesOf(db, userId, collectionId, place, limit + 1);
  const { taken, next } = cutPage(sizes, { limit, maxChars }, (last) => encodeDrinkCursor({ nameKey: last.name_key, id: last.id }));
  const rows = await drinks.drinksById(
    db,
    userId,
    taken.map((row) => row.id),
  );
  return { rows, next };
}
