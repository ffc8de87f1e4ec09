// Proves the servings scaler: the factor from the recipe's servings to the chosen ones, quantities
// and ranges scaled and rounded, lines without a quantity and headings as written, and the
// shopping items an ingredient becomes.
import { describe, expect, it } from 'vitest';
import { roundQuantity, scaleFactor, scaleIngredient, shoppingItemFor, type ParsedIngredient } from './scaling';

const line = (overrides: Partial<ParsedIngredient>): ParsedIngredient => ({ text: '', quantity: null, quantity2: null, unit: null, food: '', isHeading: false, ...overrides });
const flour = line({ text: '3 dl flour', quantity: 3, unit: 'dl', food: 'flour' });

describe('scaleFactor', () => {
  it('is the chosen servings over the recipe\'s', () => {
    expect(scaleFactor(4, 6)).toBe(1.5);
    expect(scaleFactor(4, 2)).toBe(0.5);
  });

  it('is 1 when the recipe does not say or the choice is not a positive number', () => {
    expect(scaleFactor(null, 6)).toBe(1);
    expect(scaleFactor(4, null)).toBe(1);
    expect(scaleFactor(4, 0)).toBe(1);
    expect(scaleFactor(4, Number.NaN)).toBe(1);
  });
});

describe('scaleIngredient', () => {
  it('scales the quantity and a range, rounded to two decimals', () => {
    expect(scaleIngredient(flour, 1.5)).toMatchObject({ quantity: 4.5, unit: 'dl', food: 'flour', scaled: true });
    expect(scaleIngredient(line({ text: '2-3 cloves garlic', quantity: 2, quantity2: 3, unit: 'clove', food: 'garlic' }), 1 / 3)).toMatchObject({ quantity: 0.67, quantity2: 1, scaled: true });
  });

  it('keeps a line without a quantity, a heading, and the recipe\'s own servings as written', () => {
    expect(scaleIngredient(line({ text: 'salt', food: 'salt' }), 2)).toMatchObject({ text: 'salt', quantity: null, scaled: false });
    expect(scaleIngredient(line({ text: '## Sauce', food: 'Sauce', isHeading: true }), 2).scaled).toBe(false);
    expect(scaleIngredient(flour, 1)).toMatchObject({ quantity: 3, scaled: false });
  });

  it('rounds to what a kitchen measures', () => {
    expect(roundQuantity(10 / 3)).toBe(3.33);
    expect(roundQuantity(2)).toBe(2);
  });
});

describe('shoppingItemFor', () => {
  it('sends the food with the scaled amount and the unit', () => {
    expect(shoppingItemFor(flour, 2)).toEqual({ name: 'flour', quantity: 6, unit: 'dl' });
  });

  it('buys the upper end of a range, and no amount for a line without one', () => {
    expect(shoppingItemFor(line({ text: '2-3 eggs', quantity: 2, quantity2: 3, food: 'eggs' }), 2)).toEqual({ name: 'eggs', quantity: 6, unit: null });
    expect(shoppingItemFor(line({ text: 'salt', food: 'salt' }), 2)).toEqual({ name: 'salt', quantity: null, unit: null });
  });

  it('names the item by the line when no food was read', () => {
    expect(shoppingItemFor(line({ text: ' a handful of love ', food: '' }), 1)).toEqual({ name: 'a handful of love', quantity: null, unit: null });
  });
});
