import type { Schemas } from '../../../contract/types';
import { asObject, numberOrNull, parseArray } from './publicJson';
import type { PublicDrinkRow } from './repository/publicReads';

type PublicImage = Schemas['PublicImage'];
type PublicDrink = Schemas['PublicDrink'];

/** A drink as a link shows it, field by field from the whitelist (its notes never). */
export function toPublicDrink(drink: PublicDrinkRow, images: ReadonlyMap<string, PublicImage>): PublicDrink {
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
