// Ingredient lines as English and Swedish recipes write them.
import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parseIngredient';

const parts = (text: string) => {
  const { quantity, quantity2, unit, food, isHeading } = parseIngredient(text);
  return { quantity, quantity2, unit, food, isHeading };
};

describe('parseIngredient', () => {
  it('reads a mixed fraction, a plural unit and a note', () => {
    expect(parseIngredient('2 1/2 cups flour, sifted')).toEqual({
      text: '2 1/2 cups flour, sifted', quantity: 2.5, quantity2: null, unit: 'cup', food: 'flour, sifted', isHeading: false,
    });
  });

  it('reads Swedish lines with unicode fractions, decimal commas and spoon measures', () => {
    expect(parts('1½ dl mjölk')).toEqual({ quantity: 1.5, quantity2: null, unit: 'dl', food: 'mjölk', isHeading: false });
    expect(parts('1,5 dl grädde')).toEqual({ quantity: 1.5, quantity2: null, unit: 'dl', food: 'grädde', isHeading: false });
    expect(parts('3 msk smör')).toEqual({ quantity: 3, quantity2: null, unit: 'msk', food: 'smör', isHeading: false });
    expect(parts('1 tsk salt')).toEqual({ quantity: 1, quantity2: null, unit: 'tsk', food: 'salt', isHeading: false });
    expect(parts('2 krm svartpeppar')).toEqual({ quantity: 2, quantity2: null, unit: 'krm', food: 'svartpeppar', isHeading: false });
    expect(parts('2 klyftor vitlök')).toEqual({ quantity: 2, quantity2: null, unit: 'clove', food: 'vitlök', isHeading: false });
    expect(parts('3 ägg')).toEqual({ quantity: 3, quantity2: null, unit: null, food: 'ägg', isHeading: false });
    expect(parts('ca 2 dl vatten')).toEqual({ quantity: 2, quantity2: null, unit: 'dl', food: 'vatten', isHeading: false });
  });

  it('reads a line with only a food', () => {
    expect(parts('Salt')).toEqual({ quantity: null, quantity2: null, unit: null, food: 'Salt', isHeading: false });
  });

  it('reads a range', () => {
    expect(parts('2-3 cloves garlic')).toEqual({ quantity: 2, quantity2: 3, unit: 'clove', food: 'garlic', isHeading: false });
  });

  it('knows headings in English, Swedish and the ## form', () => {
    expect(parts('For the sauce:')).toEqual({ quantity: null, quantity2: null, unit: null, food: 'For the sauce', isHeading: true });
    expect(parts('Till såsen:')).toEqual({ quantity: null, quantity2: null, unit: null, food: 'Till såsen', isHeading: true });
    expect(parts('## Sauce')).toEqual({ quantity: null, quantity2: null, unit: null, food: 'Sauce', isHeading: true });
  });

  it('reads metric and US weights', () => {
    expect(parts('200 g smör')).toMatchObject({ quantity: 200, unit: 'g', food: 'smör' });
    expect(parts('1 lb ground beef')).toMatchObject({ quantity: 1, unit: 'lb', food: 'ground beef' });
    expect(parts('2 tbsp olive oil')).toMatchObject({ quantity: 2, unit: 'tbsp', food: 'olive oil' });
  });
});
