import { storedFoodMatcher } from '../../../domain/ingredients/storedFoods';
import type { Schemas } from '../../../contract/types';
import { eachInSlices, type Pages } from '../../turns';
import type { DrinkRow } from './repository/drinks';

/**
 * "What can I make": the drinks (in the rows' order) with at least one ingredient, every one of
 * them the same food as something stored ("gin" and "London dry gin"). A drink without
 * ingredients is not makeable: nothing says what it needs. Each distinct ingredient is looked up
 * once in an index of the stored names, and the drinks are matched a slice at a time (turns.ts).
 */
export async function makeableDrinks(pages: Pages<DrinkRow>, storedNames: readonly string[]): Promise<DrinkRow[]> {
  const isStored = storedFoodMatcher(storedNames);
  const makeable: DrinkRow[] = [];
  await eachInSlices(pages, (row) => {
    const ingredients = JSON.parse(row.ingredients) as Schemas['DrinkIngredient'][];
    if (ingredients.length > 0 && ingredients.every((ingredient) => isStored(ingredient.name))) makeable.push(row);
  });
  return makeable;
}
