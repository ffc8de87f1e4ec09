// Cooking units: reading written units and adding or converting amounts as a cook would.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addAmounts, convertAmount, normalizeUnit, unitIds } from './units';

it("lists the same unit ids as the contract's UnitId, which the web translates", () => {
  const contract = JSON.parse(readFileSync(new URL('../../contract/openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: { UnitId: { enum: string[] } } };
  };
  expect(contract.components.schemas.UnitId.enum).toEqual([...unitIds]);
});

describe('normalizeUnit', () => {
  it.each([
    ['grams', 'g'],
    ['G', 'g'],
    ['Tbsp', 'tbsp'],
    ['tablespoons', 'tbsp'],
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['msk', 'msk'],
    ['Tsk', 'tsk'],
    ['krm', 'krm'],
    ['dl', 'dl'],
    ['dl.', 'dl'],
    ['Liter', 'l'],
    ['cups', 'cup'],
    ['fl oz', 'fl-oz'],
    ['fluid  ounces', 'fl-oz'],
    ['lbs', 'lb'],
    ['st', 'piece'],
    ['klyftor', 'clove'],
    ['förp', 'pack'],
    ['nypa', 'pinch'],
    [' kg ', 'kg'],
  ])('reads %j as %s', (text, id) => {
    expect(normalizeUnit(text)).toBe(id);
  });

  it('answers null for words that are not units', () => {
    expect(normalizeUnit('flour')).toBeNull();
    expect(normalizeUnit('')).toBeNull();
  });
});

describe('addAmounts', () => {
  it('adds a mass in another unit into the first unit: 200 g + 0.3 kg = 500 g', () => {
    expect(addAmounts({ quantity: 200, unit: 'g' }, { quantity: 0.3, unit: 'kg' })).toEqual({ quantity: 500, unit: 'g' });
    expect(addAmounts({ quantity: 0.3, unit: 'kg' }, { quantity: 200, unit: 'g' })).toEqual({ quantity: 0.5, unit: 'kg' });
  });

  it('adds Swedish spoon measures to decilitres: 1 dl + 2 msk = 1.3 dl', () => {
    expect(addAmounts({ quantity: 1, unit: 'dl' }, { quantity: 2, unit: 'msk' })).toEqual({ quantity: 1.3, unit: 'dl' });
    expect(addAmounts({ quantity: 1, unit: 'tsk' }, { quantity: 5, unit: 'krm' })).toEqual({ quantity: 2, unit: 'tsk' });
  });

  it('adds US cups and millilitres through the US cup of 236.59 ml', () => {
    expect(addAmounts({ quantity: 1, unit: 'cup' }, { quantity: 100, unit: 'ml' })).toEqual({ quantity: 1.422675, unit: 'cup' });
    expect(addAmounts({ quantity: 100, unit: 'ml' }, { quantity: 1, unit: 'cups' })).toEqual({ quantity: 336.588237, unit: 'ml' });
  });

  it('keeps the first amount as it was written ("grams" stays "grams")', () => {
    expect(addAmounts({ quantity: 100, unit: 'grams' }, { quantity: 1, unit: 'hg' })).toEqual({ quantity: 200, unit: 'grams' });
  });

  it('cannot add a mass to a volume, or a count to either', () => {
    expect(addAmounts({ quantity: 200, unit: 'g' }, { quantity: 1, unit: 'ml' })).toBeUndefined();
    expect(addAmounts({ quantity: 2, unit: null }, { quantity: 1, unit: 'dl' })).toBeUndefined();
    expect(addAmounts({ quantity: 2, unit: 'clove' }, { quantity: 1, unit: 'can' })).toBeUndefined();
  });

  it('adds unitless counts, and counts to pieces', () => {
    expect(addAmounts({ quantity: 3, unit: null }, { quantity: 2, unit: null })).toEqual({ quantity: 5, unit: null });
    expect(addAmounts({ quantity: 3, unit: null }, { quantity: 2, unit: 'st' })).toEqual({ quantity: 5, unit: null });
  });

  it('adds two unmeasured amounts into one, but not an unmeasured one to a measured one', () => {
    expect(addAmounts({ quantity: null, unit: null }, { quantity: null, unit: null })).toEqual({ quantity: null, unit: null });
    expect(addAmounts({ quantity: null, unit: null }, { quantity: 2, unit: null })).toBeUndefined();
  });

  it('adds unknown units only when they are written alike', () => {
    expect(addAmounts({ quantity: 1, unit: 'Handful' }, { quantity: 2, unit: 'handful' })).toEqual({ quantity: 3, unit: 'Handful' });
    expect(addAmounts({ quantity: 1, unit: 'handful' }, { quantity: 2, unit: 'g' })).toBeUndefined();
  });
});

describe('convertAmount', () => {
  it('converts within a kind', () => {
    expect(convertAmount({ quantity: 200, unit: 'g' }, 'kg')).toEqual({ quantity: 0.2, unit: 'kg' });
    expect(convertAmount({ quantity: 1, unit: 'lb' }, 'g')).toEqual({ quantity: 453.59237, unit: 'g' });
    expect(convertAmount({ quantity: 3, unit: 'msk' }, 'dl')).toEqual({ quantity: 0.45, unit: 'dl' });
    expect(convertAmount({ quantity: 2, unit: 'tablespoons' }, 'tbsp')).toEqual({ quantity: 2, unit: 'tbsp' });
  });

  it('refuses to convert across kinds or from an unknown unit', () => {
    expect(convertAmount({ quantity: 1, unit: 'dl' }, 'g')).toBeUndefined();
    expect(convertAmount({ quantity: 1, unit: 'handful' }, 'g')).toBeUndefined();
  });

  it('keeps an unmeasured amount unmeasured in the new unit', () => {
    expect(convertAmount({ quantity: null, unit: 'g' }, 'kg')).toEqual({ quantity: null, unit: 'kg' });
  });
});
