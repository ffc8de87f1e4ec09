import type { Schemas } from '../../../contract/types';
import type { BuiltView } from './builtView';
import type { ShareRow } from './repository/links';
import { buildPublicCollection, type PublicPage } from './publicCollection';
import { imagesFor } from './publicImages';
import { asObject, numberOrNull, parseArray } from './publicJson';
import * as reads from './repository/publicReads';
import type { ShareDb } from './tables';

type PublicImage = Schemas['PublicImage'];
type PublicDrink = Schemas['PublicDrink'];

/**
 * Builds what a link shows, field by field from the whitelist (never by copying a row or a JSON
 * object as it is, so a column or key added later stays private); undefined when the target is gone.
 */
export async function buildPublicView(db: ShareDb, share: ShareRow, page: PublicPage): Promise<BuiltView | undefined> {
  const owner = share.user_id;
  if (share.kind === 'drink') {
    const drink = await reads.findDrink(db, owner, share.target_id);
    if (drink === undefined) return undefined;
    const images = await imagesFor(db, share, [drink.image_id]);
    return { view: toPublicDrink(drink, images.views), imageIds: images.ids };
  }
  if (share.kind === 'drinkCollection') {
    const collection = await reads.findDrinkCollection(db, owner, share.target_id);
    if (collection === undefined) return undefined;
    const images = await imagesFor(
      db,
      share,
      collection.drinks.map((drink) => drink.image_id),
    );
    return { view: { name: collection.name, drinks: collection.drinks.map((drink) => toPublicDrink(drink, images.views)) }, imageIds: images.ids };
  }
  return buildPublicCollection(db, share, page);
}

function toPublicDrink(drink: reads.PublicDrinkRow, images: ReadonlyMap<string, PublicImage>): PublicDrink {
  return {
    name: drink.name,
    ingredients: parseArray(drink.ingredients).map((line) => {
      const ingredient = asObject(line);
      return {
        text: String(ingredient.text ?? ''),
        quantity: numberOrNull(ingredient.quantity),
        quantity2: numberOrNull(ingredient.quantity2),
        unit: typeof ingredient.unit === 'string' ? ingredient.unit : null,
        name: String(ingredient.name ?? ''),
      };
    }),
    steps: parseArray(drink.steps).map(String),
    glass: drink.glass,
    garnish: drink.garnish,
    tags: parseArray(drink.tags).map(String),
    rating: drink.rating,
    image: (drink.image_id === null ? undefined : images.get(drink.image_id)) ?? null,
  };
}
