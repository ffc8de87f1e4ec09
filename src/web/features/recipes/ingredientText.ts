import type { IntlShape } from 'react-intl';
import type { ScaledIngredient } from './scaling';

/**
 * An ingredient as the page shows it: as written when it is not scaled (the author's words), else
 * the scaled amount in the reader's number format, the unit and the food ("4,5 dl flour").
 */
export function ingredientText(intl: IntlShape, ingredient: ScaledIngredient): string {
  if (!ingredient.scaled || ingredient.quantity === null) return ingredient.text.trim();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const amount = ingredient.quantity2 === null ? number(ingredient.quantity) : `${number(ingredient.quantity)}–${number(ingredient.quantity2)}`;
  return [amount, ingredient.unit, ingredient.food].filter(Boolean).join(' ');
}
