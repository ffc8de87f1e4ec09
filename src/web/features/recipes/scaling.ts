import type { Schemas } from '../../../contract/types';

// The servings scaler: a recipe's parsed ingredients (the server reads each line into quantity,
// unit and food) scaled to the servings chosen, for the page and for the shopping list.

export type ParsedIngredient = Schemas['ParsedIngredient'];
type NewShoppingItem = Schemas['NewShoppingItem'];

/** An ingredient at the chosen servings; `scaled` is false when it shows as written. */
export interface ScaledIngredient {
  text: string;
  quantity: number | null;
  quantity2: number | null;
  unit: ParsedIngredient['unit'];
  food: string;
  isHeading: boolean;
  scaled: boolean;
}

/** How much the chosen servings are of the recipe's: 1 when either is unknown or not a positive number. */
export function scaleFactor(recipeServings: number | null, chosen: number | null): number {
  if (!recipeServings || !chosen || !(recipeServings > 0) || !(chosen > 0) || !Number.isFinite(chosen)) return 1;
  return chosen / recipeServings;
}

/** A quantity kept to what a kitchen measures: at most two decimals. */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 100) / 100;
}

/**
 * The ingredient at `factor` times the recipe. A line without a quantity (or a heading), and every
 * line at the recipe's own servings, stays as written.
 */
export function scaleIngredient(ingredient: ParsedIngredient, factor: number): ScaledIngredient {
  if (ingredient.isHeading || ingredient.quantity === null || factor === 1) return { ...ingredient, scaled: false };
  return {
    ...ingredient,
    quantity: roundQuantity(ingredient.quantity * factor),
    quantity2: ingredient.quantity2 === null ? null : roundQuantity(ingredient.quantity2 * factor),
    scaled: true,
  };
}

/**
 * What POST /shopping-item gets for an ingredient: its food as the name (the server merges by
 * food), the quantity at the chosen servings (the upper end of a range, to buy enough) and the
 * unit. A line the server read no food in goes as written.
 */
export function shoppingItemFor(ingredient: ParsedIngredient, factor: number): NewShoppingItem {
  const name = ingredient.food.trim() || ingredient.text.trim();
  const quantity = ingredient.quantity2 ?? ingredient.quantity;
  return { name, quantity: quantity === null ? null : roundQuantity(quantity * factor), unit: ingredient.unit };
}
