// Proves the shared unit names (issue 16): a stored unit id reads as each language writes it, with
// plural agreement, and a unit typed freely shows as typed; recipes, drinks, storage, shopping and
// the public pages all word units through this one place.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogues';
import { knownUnit, storedUnitText } from './amountText';

const en = createIntl({ locale: 'en', messages: messagesFor('en') });
const sv = createIntl({ locale: 'sv-SE', messages: messagesFor('sv') });

describe('storedUnitText', () => {
  it('names a stored unit id in each language, agreeing with the amount', () => {
    expect(storedUnitText(sv, 'tbsp', 2)).toBe('msk');
    expect(storedUnitText(sv, 'dash', 1)).toBe('stänk');
    expect(storedUnitText(sv, 'clove', 3)).toBe('klyftor');
    expect(storedUnitText(en, 'dash', 2)).toBe('dashes');
    expect(storedUnitText(en, 'dash', 1)).toBe('dash');
    expect(storedUnitText(en, 'dl', 2)).toBe('dl');
  });

  it('shows a unit that is no id as it was typed', () => {
    expect(storedUnitText(sv, 'handfull', 2)).toBe('handfull');
    expect(knownUnit('Tbsp')).toBeNull();
    expect(knownUnit(null)).toBeNull();
    expect(knownUnit('msk')).toBe('msk');
  });
});
