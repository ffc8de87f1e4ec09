import type { IntlShape } from 'react-intl';
import { storedUnitText } from '../../components/units/amountText';
import { dayText } from '../../i18n/dateText';
import type { StorageItem } from './queries';
import { commonValueMessages as v } from './screenMessages';

/** An item's amount as the user reads it ("500 g", "2", "pack"; "2 msk" in Swedish for a stored "tbsp"), or '' without one. */
export function amountText(intl: IntlShape, item: Pick<StorageItem, 'quantity' | 'unit'>): string {
  const quantity = item.quantity === null ? '' : intl.formatNumber(item.quantity, { maximumFractionDigits: 2 });
  if (!item.unit) return quantity;
  const unit = storedUnitText(intl, item.unit, item.quantity ?? 1);
  if (!quantity) return unit;
  return intl.formatMessage(v.amount, { quantity, unit });
}

/** "Best before 3 Dec 2026", or '' without a date. */
export function bestBeforeText(intl: IntlShape, bestBefore: string | null): string {
  return bestBefore === null ? '' : intl.formatMessage(v.bestBefore, { date: dayText(intl, bestBefore) });
}
