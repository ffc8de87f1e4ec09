import type { ParsedIngredient } from '../../../domain/ingredients/parseIngredient';
import { storedFoodMatcher } from '../../../domain/ingredients/storedFoods';
import { eachInSlices, type Pages } from '../../turns';
import type { RecipeFoodRow, RecipeListRow } from './repository/recipes';

/** The ingredients of a stored recipe that are foods, not section headings. */
function foodsOf(row: RecipeFoodRow): ParsedIngredient[] {
  return (JSON.parse(row.parsed_ingredients) as ParsedIngredient[]).filter((ingredient) => !ingredient.isHeading);
}

/** What lists show of a row: its parsed ingredients are not kept once read. */
function listed({ parsed_ingredients: _read, ...row }: RecipeFoodRow): RecipeListRow {
  return row;
}

/** The recipes with an ingredient of the same food as `food` (a storage item's name), in the rows' order. */
export async function recipesUsingFood(pages: Pages<RecipeFoodRow>, food: string): Promise<RecipeListRow[]> {
  // sameFood is symmetric: "is this ingredient the stored food?" is "is it stored, when only that is?".
  const isTheFood = storedFoodMatcher([food]);
  const found: RecipeListRow[] = [];
  // A slice at a time (turns.ts): matching a large book takes longer than a request may hold the loop.
  await eachInSlices(pages, (row) => {
    if (foodsOf(row).some((ingredient) => isTheFood(ingredient.food))) found.push(listed(row));
  });
  return found;
}

export interface Cookable {
  row: RecipeListRow;
  matched: number;
  total: number;
  /** The ingredient lines as written whose food is not stored. */
  missing: string[];
}

/**
 * "What can I cook?": the recipes with at least one ingredient whose food is stored, the best
 * share of ingredients at hand first, then the most at hand, then the rows' order (newest); at
 * most `limit`. Each distinct food is looked up once in an index of the stored ones.
 */
export async function cookableRecipes(pages: Pages<RecipeFoodRow>, storedFoods: readonly string[], limit: number): Promise<Cookable[]> {
  const isStored = storedFoodMatcher(storedFoods);
  const cookable: Cookable[] = [];
  await eachInSlices(pages, (row) => {
    const foods = foodsOf(row);
    const missing = foods.filter((ingredient) => !isStored(ingredient.food)).map((ingredient) => ingredient.text);
    const matched = foods.length - missing.length;
    if (matched > 0) cookable.push({ row: listed(row), matched, total: foods.length, missing });
  });
  // Array#sort is stable: equal rankings keep the rows' newest-first order.
  return cookable.sort((a, b) => b.matched / b.total - a.matched / a.total || b.matched - a.matched).slice(0, limit);
}
