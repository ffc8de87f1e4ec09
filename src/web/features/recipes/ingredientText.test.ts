// Proves issue 24 item 16: a scaled amount reads as a cook writes it, in the reader's language:
// counted units agree with the amount ("3 cloves") and take kitchen fractions ("¼ can", "1½"),
// measured ones round sensibly ("13 g", "4.5 dl"), and unit ids never show as stored ("msk").
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogues';
import { ingredientText } from './ingredientText';
import type { ScaledIngredient } from './scaling';

const line = (quantity: number, unit: ScaledIngredient['unit'], food: string, quantity2: number | null = null): ScaledIngredient => ({
  text: 'as written',
  quantity,
  quantity2,
  unit,
  food,
  isHeading: false,
  scaled: true,
});

const en = createIntl({ locale: 'en', messages: messagesFor('en') });
const sv = createIntl({ locale: 'sv', messages: messagesFor('sv') });

describe('ingredientText', () => {
  it('writes counted units in the plural, and as fractions', () => {
    expect(ingredientText(en, line(3, 'clove', 'garlic'))).toBe('3 cloves garlic');
    expect(ingredientText(en, line(1, 'clove', 'garlic'))).toBe('1 clove garlic');
    expect(ingredientText(en, line(0.25, 'can', 'tomatoes'))).toBe('¼ can tomatoes');
    expect(ingredientText(en, line(1.5, 'can', 'tomatoes'))).toBe('1½ cans tomatoes');
    expect(ingredientText(en, line(3, null, 'eggs', 4.5))).toBe('3–4½ eggs');
    expect(ingredientText(en, line(0.67, 'tbsp', 'oil'))).toBe('⅔ tbsp oil');
  });

  it('rounds measured amounts as a kitchen weighs them', () => {
    expect(ingredientText(en, line(12.5, 'g', 'parmesan'))).toBe('13 g parmesan');
    expect(ingredientText(en, line(4.5, 'dl', 'flour'))).toBe('4.5 dl flour');
    expect(ingredientText(en, line(0.33, 'l', 'milk'))).toBe('0.33 l milk');
  });

  it('writes units in Swedish for a Swedish reader, with its decimal comma', () => {
    expect(ingredientText(sv, line(1.5, 'tbsp', 'olja'))).toBe('1½ msk olja');
    expect(ingredientText(sv, line(3, 'clove', 'vitlök'))).toBe('3 klyftor vitlök');
    expect(ingredientText(sv, line(2, 'dash', 'angostura'))).toBe('2 stänk angostura');
    expect(ingredientText(sv, line(4.5, 'dl', 'mjöl'))).toBe('4,5 dl mjöl');
  });
});
