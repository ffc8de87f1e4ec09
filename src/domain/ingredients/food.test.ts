// When two written foods are the same thing to a cook.
import { describe, expect, it } from 'vitest';
import { foodKey, sameFood } from './food';

describe('foodKey', () => {
  it('drops notes after a comma and in parentheses, and folds case and spaces', () => {
    expect(foodKey('Flour, sifted')).toBe('flour');
    expect(foodKey('  Wheat   flour (organic) ')).toBe('wheat flour');
  });

  it('folds simple English plurals', () => {
    expect(foodKey('Tomatoes')).toBe('tomato');
    expect(foodKey('blueberries')).toBe('blueberry');
    expect(foodKey('eggs')).toBe('egg');
    expect(foodKey('peaches')).toBe('peach');
    expect(foodKey('glass')).toBe('glass');
    expect(foodKey('asparagus')).toBe('asparagus');
  });
});

describe('sameFood', () => {
  it('matches equal keys and a whole-word part', () => {
    expect(sameFood('flour', 'Wheat flour, sifted')).toBe(true);
    expect(sameFood('Tomatoes', 'tomato')).toBe(true);
    expect(sameFood('smör', 'Smör')).toBe(true);
  });

  it('does not match inside a word or an empty food', () => {
    expect(sameFood('rice', 'licorice')).toBe(false);
    expect(sameFood('milk', 'flour')).toBe(false);
    expect(sameFood('', 'flour')).toBe(false);
  });
});
