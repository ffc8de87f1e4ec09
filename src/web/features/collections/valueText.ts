import type { IntlShape } from 'react-intl';
import { dayText } from '../../i18n/dateText';
import { isIsoDate } from '../../router/localDate';
import type { CollectionField, Item, ItemValue } from './queries';
import { commonMessages as c } from './screenMessages';

/** A value as a person reads it: a date in their language, yes or no, "4 of 5"; '' for an empty field. */
export function valueText(intl: IntlShape, field: CollectionField, value: ItemValue | undefined): string {
  if (value === undefined) return '';
  switch (field.type) {
    case 'number':
      // A field's own format: a year reads 1971, not 1,971.
      return typeof value === 'number' ? intl.formatNumber(value, { useGrouping: field.numberFormat !== 'plain' }) : String(value);
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? dayText(intl, value) : String(value);
    case 'yesNo':
      return intl.formatMessage(value === true ? c.yes : c.no);
    case 'rating':
      return intl.formatMessage(c.rating, { rating: String(value) });
    default:
      return String(value);
  }
}

/** What names an item: its first text-like field's value (Title, Name…), else "Untitled item". */
export function itemTitle(intl: IntlShape, fields: readonly CollectionField[], item: Pick<Item, 'values'>): string {
  for (const field of fields) {
    if (field.type === 'image' || field.type === 'yesNo') continue;
    const value = item.values[field.id];
    if (value !== undefined && String(value).trim()) return valueText(intl, field, value);
  }
  return intl.formatMessage(c.untitled);
}
