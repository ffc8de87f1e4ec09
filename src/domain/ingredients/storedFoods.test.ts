// "Is this food stored?" from an index answers as sameFood against every stored name would.
import { describe, expect, it } from 'vitest';
import { sameFood } from './food';
import { storedFoodMatcher } from './storedFoods';

const stored = ['Wheat flour (organic)', 'eggs', 'London dry gin', 'smör', 'red wine vinegar', 'tomatoes, canned', '', '   '];

describe('storedFoodMatcher', () => {
  it('finds a stored food by a whole-word part, either way round, and by plural', () => {
    const isStored = storedFoodMatcher(stored);
    expect(isStored('flour')).toBe(true);
    expect(isStored('organic wheat flour, sifted')).toBe(true);
    expect(isStored('gin')).toBe(true);
    expect(isStored('egg')).toBe(true);
    expect(isStored('Tomato')).toBe(true);
    expect(isStored('wine vinegar')).toBe(true);
  });

  it('does not find a food inside a word, out of order, or empty', () => {
    const isStored = storedFoodMatcher(stored);
    expect(isStored('rice')).toBe(false);
    expect(isStored('licorice')).toBe(false);
    expect(isStored('flour wheat')).toBe(false);
    expect(isStored('red vinegar')).toBe(false);
    expect(isStored('')).toBe(false);
    expect(storedFoodMatcher([])('flour')).toBe(false);
  });

  it('answers as sameFood against every stored name', () => {
    const words = ['red', 'wine', 'vinegar', 'gin', 'dry', 'flour', 'wheat', 'eggs', 'smör'];
    const asked = words.flatMap((first) => ['', ...words].map((second) => `${first} ${second}`.trim()));
    const isStored = storedFoodMatcher(stored);
    for (const food of asked) expect(isStored(food), food).toBe(stored.some((name) => sameFood(name, food)));
  });
});
