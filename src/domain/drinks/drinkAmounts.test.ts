// Proves the drink page's arithmetic: servings multiply every measured amount, liquids convert
// between ml, cl and oz (a fluid ounce) with the units library, and other units stay as written.
import { describe, expect, it } from 'vitest';
import { amountText, clampServings, shownIngredient, type DrinkIngredient } from './drinkAmounts';

const line = (quantity: number | null, unit: string | null, name: string, quantity2: number | null = null): DrinkIngredient =>
  ({ text: `${quantity ?? ''} ${unit ?? ''} ${name}`.trim(), quantity, quantity2, unit, name }) as DrinkIngredient;
const en = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format;
const sv = new Intl.NumberFormat('sv', { maximumFractionDigits: 2 }).format;

describe('shownIngredient', () => {
  it('is the drink as written at one serving in its own units', () => {
    expect(shownIngredient(line(2, 'fl-oz', 'gin'), 1, 'written')).toMatchObject({ quantity: 2, unit: 'fl-oz', changed: false });
  });

  it('multiplies by the servings, ranges at both ends', () => {
    expect(shownIngredient(line(1, 'dash', 'bitters', 2), 3, 'written')).toMatchObject({ quantity: 3, quantity2: 6, unit: 'dash', changed: true });
  });

  it('converts liquids between cl, ml and fluid ounces, rounding to what a jigger measures', () => {
    expect(shownIngredient(line(2, 'fl-oz', 'gin'), 1, 'cl')).toMatchObject({ quantity: 5.9, unit: 'cl', changed: true });
    expect(shownIngredient(line(4, 'cl', 'gin'), 1, 'ml')).toMatchObject({ quantity: 40, unit: 'ml' });
    expect(shownIngredient(line(3, 'cl', 'gin'), 1, 'oz')).toMatchObject({ quantity: 1.01, unit: 'fl-oz' });
    // A bar's "oz" is read as a fluid ounce even when a mass ounce was stored.
    expect(shownIngredient(line(1, 'oz', 'gin'), 1, 'ml')).toMatchObject({ quantity: 29.6, unit: 'ml' });
  });

  it('leaves dashes, spoons, counts and unmeasured lines in their own unit', () => {
    expect(shownIngredient(line(2, 'dash', 'bitters'), 1, 'ml')).toMatchObject({ quantity: 2, unit: 'dash', changed: false });
    expect(shownIngredient(line(1, 'tsp', 'sugar'), 2, 'cl')).toMatchObject({ quantity: 2, unit: 'tsp' });
    expect(shownIngredient(line(1, null, 'egg white'), 2, 'cl')).toMatchObject({ quantity: 2, unit: null });
    expect(shownIngredient(line(null, null, 'Soda water'), 4, 'oz')).toMatchObject({ quantity: null, changed: false });
  });
});

describe('amountText and clampServings', () => {
  it('writes the amount in the reader\'s numbers, a fluid ounce as "oz"', () => {
    expect(amountText(shownIngredient(line(1.5, 'fl-oz', 'gin'), 1, 'written'), en)).toBe('1.5 oz');
    expect(amountText(shownIngredient(line(1.5, 'cl', 'gin'), 1, 'written'), sv)).toBe('1,5 cl');
    expect(amountText(shownIngredient(line(1, 'dash', 'bitters', 2), 1, 'written'), en)).toBe('1–2 dash');
    expect(amountText(shownIngredient(line(null, null, 'Soda water'), 1, 'written'), en)).toBe('');
  });

  it('keeps servings whole, from 1 to 50', () => {
    expect([clampServings(0), clampServings(2.6), clampServings(80), clampServings(Number.NaN)]).toEqual([1, 3, 50, 1]);
  });
});
