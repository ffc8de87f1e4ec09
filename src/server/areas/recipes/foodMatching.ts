import { foodKey, sameFoodKey } from '../../../domain/ingredients/food';
import type { ParsedIngredient } from '../../../domain/ingredients/parseIngredient';
import type { RecipeFoodRow } from './repository/recipes';

/** The ingredients of a stored recipe that are foods, not section headings. */
function foodsOf(row: RecipeFoodRow): ParsedIngredient[] {
  return (JSON.parse(row.parsed_ingredients) as ParsedIngredient[]).filter((ingredient) => !ingredient.isHeading);
}

/** The recipes with an ingredient of the same food as `food` (a storage item's name), in the rows' order. */
export function recipesUsingFood(rows: readonly RecipeFoodRow[], food: string): RecipeFoodRow[] {
  const key = foodKey(food);
  return rows.filter((row) => foodsOf(row).some((ingredient) => sameFoodKey(foodKey(ingredient.food), key)));
}

export interface Cookable {
  row: RecipeFoodRow;
  matched: number;
  total: number;
  /** The ingredient lines as written whose food is not stored. */
  missing: string[];
}

/**
 * "What can I cook?": the recipes with at least one ingredient whose food is stored, the best
 * share of ingredients at hand first, then the most at hand, then the rows' order (newest); at
 * most `limit`.
 */
export function cookableRecipes(rows: readonly RecipeFoodRow[], storedFoods: readonly string[], limit: number): Cookable[] {
  const storedKeys = [...new Set(storedFoods.map(foodKey))];
  const isStored = (food: string) => {
    const key = foodKey(food);
    return storedKeys.some((stored) => sameFoodKey(stored, key));
  };
  const cookable = rows.flatMap((row) => {
    const foods = foodsOf(row);
    const missing = foods.filter((ingredient) => !isStored(ingredient.food)).map((ingredient) => ingredient.text);
    const matched = foods.length - missing.length;
    return matched === 0 ? [] : [{ row, matched, total: foods.length, missing }];
  });
  // Array#sort is stable: equal rankings keep the rows' newest-first order.
  return cookable.sort((a, b) => b.matched / b.total - a.matched / a.total || b.matched - a.matched).slice(0, limit);
}
