import type { IntlShape } from 'react-intl';
import { quantityText, unitText } from '../../components/units/amountText';
import type { ScaledIngredient } from './scaling';

/**
 * An ingredient as the page shows it: as written when it is not scaled (the author's words), else
 * the scaled amount in the reader's number format (fractions for counted units: "1½ cans"), the
 * unit in the reader's language, agreeing with the amount, and the food ("4,5 dl mjöl", "3 cloves garlic").
 */
export function ingredientText(intl: IntlShape, ingredient: ScaledIngredient): string {
  if (!ingredient.scaled || ingredient.quantity === null) return ingredient.text.trim();
  const { quantity, quantity2, unit } = ingredient;
  const amount = quantity2 === null ? quantityText(intl, quantity, unit) : `${quantityText(intl, quantity, unit)}–${quantityText(intl, quantity2, unit)}`;
  return [amount, unit && unitText(intl, unit, quantity2 ?? quantity), ingredient.food].filter(Boolean).join(' ');
}
