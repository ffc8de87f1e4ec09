import { foodKey, sameFoodKey } from '../../../domain/ingredients/food';
import type { Schemas } from '../../../contract/types';
import type { DrinkRow } from './repository/drinks';

/**
 * "What can I make": the drinks (in the rows' order) with at least one ingredient, every one of
 * them the same food as something stored ("gin" and "London dry gin"). A drink without
 * ingredients is not makeable: nothing says what it needs.
 */
export function makeableDrinks(rows: readonly DrinkRow[], storedNames: readonly string[]): DrinkRow[] {
  const storedKeys = [...new Set(storedNames.map(foodKey))];
  const isStored = (food: string) => {
    const key = foodKey(food);
    return storedKeys.some((stored) => sameFoodKey(stored, key));
  };
  return rows.filter((row) => {
    const ingredients = JSON.parse(row.ingredients) as Schemas['DrinkIngredient'][];
    return ingredients.length > 0 && ingredients.every((ingredient) => isStored(ingredient.name));
  });
}
