import type { IntlShape } from 'react-intl';
import type { CollectionField, CollectionFilter } from './queries';
import { filterMessages as m } from './screenMessages';
import { valueText } from './valueText';

/** An operator's words for a field: dates are before and after, numbers less and more. */
export function operatorText(intl: IntlShape, op: CollectionFilter['op'], field: CollectionField): string {
  if (field.type === 'date' && op === 'lessThan') return intl.formatMessage(m.before);
  if (field.type === 'date' && op === 'greaterThan') return intl.formatMessage(m.after);
  return intl.formatMessage(m[op]);
}

/** A filter as a sentence's words: "Year is more than 1980", "Format is Vinyl", "Notes is empty". */
export function filterText(intl: IntlShape, filter: CollectionFilter, field: CollectionField): string {
  const words = [field.name, operatorText(intl, filter.op, field)];
  if (filter.value !== undefined) words.push(filter.op === 'contains' ? `“${filter.value}”` : valueText(intl, field, filter.value));
  return words.join(' ');
}
