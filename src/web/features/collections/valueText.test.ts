// Proves issue 24 item 16: a number field is written in its own format: a plain one (a year)
// without thousands grouping, a grouped one (the default) as the reader's language groups them.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { CollectionField } from './queries';
import { valueText } from './valueText';

const en = createIntl({ locale: 'en' });
const sv = createIntl({ locale: 'sv' });
const year: CollectionField = { id: 'year________', name: 'Year', type: 'number', numberFormat: 'plain' };
const budget: CollectionField = { id: 'budget______', name: 'Budget', type: 'number' };

describe('valueText of a number', () => {
  it('writes a plain field without grouping, in either language', () => {
    expect(valueText(en, year, 1971)).toBe('1971');
    expect(valueText(sv, year, 1971)).toBe('1971');
  });

  it('groups the thousands of a field without a format, as the language does', () => {
    expect(valueText(en, budget, 1971000.5)).toBe('1,971,000.5');
    expect(valueText(sv, budget, 1971000.5)).toBe(new Intl.NumberFormat('sv').format(1971000.5));
  });
});
