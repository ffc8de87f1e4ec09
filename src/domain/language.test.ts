// Proves the mapping between the spec's language codes (1, 2, 'se') and browser locales.
import { describe, expect, it } from 'vitest';
import { defaultLanguageCode, languageByCode, parseLanguageCode } from './language';

describe('languages', () => {
  it('maps 1 to English and 2 to Swedish (spec §4), with se → sv-SE', () => {
    expect(languageByCode(1)).toMatchObject({ specCode: 'en', locale: 'en' });
    expect(languageByCode(2)).toMatchObject({ specCode: 'se', locale: 'sv-SE', catalogue: 'sv' });
  });

  it('defaults to English (spec §9)', () => {
    expect(defaultLanguageCode).toBe(1);
  });

  it('reads codes, spec codes and locales, and rejects the rest', () => {
    expect(parseLanguageCode('2')).toBe(2);
    expect(parseLanguageCode(1)).toBe(1);
    expect(parseLanguageCode('se')).toBe(2);
    expect(parseLanguageCode('sv-SE')).toBe(2);
    expect(parseLanguageCode('EN')).toBe(1);
    expect(parseLanguageCode('fr')).toBeNull();
    expect(parseLanguageCode('3')).toBeNull();
    expect(parseLanguageCode(null)).toBeNull();
  });
});
