import type { Schemas } from '../../../contract/types';
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';

type NewIngredient = Schemas['NewDrinkIngredient'];
type Ingredient = Schemas['DrinkIngredient'];

/** An ingredient as the user means it: the text read by the server, any field sent winning over the reading. */
function ingredientOf(sent: NewIngredient, text: string): Ingredient {
  const read = parseIngredient(text);
  // Bar measures are liquid: "1 1/2 oz lime juice" is fluid ounces, which the web can switch to cl.
  const unit = read.unit === 'oz' ? 'fl-oz' : read.unit;
  const name = sent.name?.trim() || read.food.trim() || text;
  return {
    text,
    quantity: sent.quantity === undefined ? read.quantity : sent.quantity,
    quantity2: sent.quantity2 === undefined ? read.quantity2 : sent.quantity2,
    unit: sent.unit === undefined ? unit : sent.unit,
    name,
  };
}

/** Ingredients trimmed and read, the blank ones (an empty row of a form) dropped. */
export function cleanIngredients(sent: readonly NewIngredient[]): Ingredient[] {
  return sent.flatMap((ingredient) => {
    const text = ingredient.text.trim();
    return text === '' ? [] : [ingredientOf(ingredient, text)];
  });
}

/** Steps trimmed, the blank ones dropped. */
export function cleanSteps(steps: readonly string[]): string[] {
  return steps.map((step) => step.trim()).filter((step) => step !== '');
}

/** Tags trimmed, blank ones dropped, and each kept once ignoring case (its first spelling). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map((written) => written.trim())) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}
