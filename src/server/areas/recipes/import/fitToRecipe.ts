import type { Schemas } from '../../../../contract/types';

type RecipeSuggestion = Schemas['RecipeSuggestion'];

// The contract's limits of a saved recipe (RecipeName, RecipeLines, RecipeServings,
// RecipeDurationMs): a suggestion within them can be saved as it is.
const MAX_NAME = 200;
const MAX_LINES = 200;
const MAX_LINE = 2000;
const MIN_SERVINGS = 1;
const MAX_SERVINGS = 1000;
const MAX_DURATION_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * The suggestion cut to what a recipe may hold: long names and lines shortened, lists to their
 * first 200 lines, servings and times outside the recipe's range left out (the page got them wrong).
 */
export function fitToRecipe(suggestion: RecipeSuggestion): RecipeSuggestion {
  const { servings, prepTimeMs, cookTimeMs, totalTimeMs, ...rest } = suggestion;
  const fitted: RecipeSuggestion = {
    ...rest,
    name: clip(suggestion.name, MAX_NAME),
    steps: suggestion.steps.slice(0, MAX_LINES).map((line) => clip(line, MAX_LINE)),
    ingredients: suggestion.ingredients.slice(0, MAX_LINES).map((line) => clip(line, MAX_LINE)),
  };
  if (servings !== undefined && servings >= MIN_SERVINGS && servings <= MAX_SERVINGS) fitted.servings = servings;
  if (prepTimeMs !== undefined && prepTimeMs <= MAX_DURATION_MS) fitted.prepTimeMs = prepTimeMs;
  if (cookTimeMs !== undefined && cookTimeMs <= MAX_DURATION_MS) fitted.cookTimeMs = cookTimeMs;
  if (totalTimeMs !== undefined && totalTimeMs <= MAX_DURATION_MS) fitted.totalTimeMs = totalTimeMs;
  return fitted;
}

/** Cut by characters (code points), never inside one, with an ellipsis showing the cut. */
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
