import { cutPage, type PageRequest } from '../../keysetPages';
import { decodeDrinkCursor, encodeDrinkCursor } from '../drinks/index';
import type { BuiltView } from './builtView';
import { toPublicDrink } from './publicDrink';
import { imagesFor } from './publicImages';
import { refusals } from './refusals';
import type { ShareRow } from './repository/links';
import * as reads from './repository/publicReads';
import type { ShareDb } from './tables';

/** Where a page of a shared drink collection starts, or the refusal of a cursor this server did not give. */
export function requireDrinkPlace(after: string | undefined): reads.DrinkPlace | undefined {
  if (after === undefined) return undefined;
  const cursor = decodeDrinkCursor(after);
  if (cursor === undefined) throw refusals.cursorInvalid();
  return { name_key: cursor.nameKey, id: cursor.id };
}

/**
 * A shared drink collection's name and one page of its drinks by name, with the next page's
 * cursor; undefined when the collection is gone. Only the page's drinks are read, and only its
 * drinks' images are served through it.
 */
export async function buildPublicDrinkCollection(db: ShareDb, share: ShareRow, page: PageRequest): Promise<BuiltView | undefined> {
  const owner = share.user_id;
  const collection = await reads.findDrinkCollection(db, owner, share.target_id);
  if (collection === undefined) return undefined;
  const sizes = await reads.drinkSizes(db, owner, share.target_id, requireDrinkPlace(page.after), page.limit + 1);
  const { taken, next } = cutPage(sizes, page, (last) => encodeDrinkCursor({ nameKey: last.name_key, id: last.id }));
  const drinks = await reads.drinksById(
    db,
    owner,
    taken.map((row) => row.id),
  );
  const images = await imagesFor(
    db,
    share,
    drinks.map((drink) => drink.image_id),
    page.after,
  );
  return { view: { name: collection.name, drinks: drinks.map((drink) => toPublicDrink(drink, images.views)), next }, imageIds: images.ids };
}
