// Proves the password generator: lengths and classes as asked with at least one of each chosen
// class, only crypto randomness (never Math.random), no modulo bias in the draws, and passphrases
// of real EFF words joined by the chosen separator.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { characterClasses, generatePassword, type CharacterClass } from './generatePassword';
import { loadWordList, passphraseFrom, generatePassphrase } from './generatePassphrase';
import { randomIndex } from './randomIndex';

afterEach(() => vi.restoreAllMocks());

const classOf = (character: string) => (Object.keys(characterClasses) as CharacterClass[]).find((name) => characterClasses[name].includes(character));

describe('randomIndex', () => {
  it('throws away draws above the last whole multiple of the bound', () => {
    // 2^32 % 3 = 1, so 4294967295 is the one draw that would favour 0; it must be redrawn.
    const draws = [4_294_967_295, 7];
    const index = randomIndex(3, (array) => {
      array[0] = draws.shift()!;
      return array;
    });
    expect(index).toBe(1);
    expect(draws).toEqual([]);
  });

  it('draws with crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    randomIndex(10);
    expect(spy).toHaveBeenCalled();
  });

  it('refuses a bound it cannot draw from', () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
    expect(() => randomIndex(2.5)).toThrow(RangeError);
  });
});

describe('generatePassword', () => {
  it.each([8, 20, 128])('makes %i characters with one of every chosen class at least', (length) => {
    for (let run = 0; run < 50; run++) {
      const password = generatePassword({ length, classes: ['upper', 'lower', 'digits', 'symbols'] });
      expect(password).toHaveLength(length);
      expect(new Set([...password].map(classOf))).toEqual(new Set(['upper', 'lower', 'digits', 'symbols']));
    }
  });

  it('uses only the chosen classes', () => {
    const password = generatePassword({ length: 64, classes: ['digits', 'lower'] });
    expect(password).toMatch(/^[0-9a-z]+$/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[a-z]/);
  });

  it('never calls Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    generatePassword({ length: 32, classes: ['upper', 'symbols'] });
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses lengths outside 8–128 and no class at all', () => {
    expect(() => generatePassword({ length: 7, classes: ['lower'] })).toThrow(RangeError);
    expect(() => generatePassword({ length: 129, classes: ['lower'] })).toThrow(RangeError);
    expect(() => generatePassword({ length: 20, classes: [] })).toThrow(RangeError);
  });

  it('spreads characters evenly over many draws', () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 200; run++) for (const character of generatePassword({ length: 100, classes: ['digits'] })) counts.set(character, (counts.get(character) ?? 0) + 1);
    // 20,000 digits: each expected 2,000; ±15 % is far outside chance (σ ≈ 42).
    for (const digit of characterClasses.digits) expect(Math.abs((counts.get(digit) ?? 0) - 2000)).toBeLessThan(300);
  });
});

describe('passphrases', () => {
  it('loads the 7,776 words of the EFF large list, in dice order', async () => {
    const words = await loadWordList();
    expect(words).toHaveLength(7776);
    expect(words[0]).toBe('abacus');
    expect(words.at(-1)).toBe('zoom');
  });

  it('joins the asked number of list words with the separator', async () => {
    const words = await loadWordList();
    const phrase = await generatePassphrase({ words: 6, separator: '-' });
    const parts = phrase.split('-');
    expect(parts).toHaveLength(6);
    for (const part of parts) expect(words).toContain(part);
  });

  it('picks words by the index it draws', () => {
    expect(passphraseFrom(['a', 'b', 'c', 'd'], { words: 3, separator: ' ' }, (bound) => bound - 1)).toBe('d d d');
  });

  it('refuses fewer than 3 or more than 20 words', () => {
    expect(() => passphraseFrom(['a'], { words: 2, separator: ' ' })).toThrow(RangeError);
    expect(() => passphraseFrom(['a'], { words: 21, separator: ' ' })).toThrow(RangeError);
  });
});
