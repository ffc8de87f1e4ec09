import type { IntlShape } from 'react-intl';
import { storedUnitText } from '../../components/units/amountText';
import type { ShoppingItem } from './queries';
import { itemValueMessages } from './screenMessages';

/** An item's amount as the user reads it ("500 g", "2", "pack"; "2 msk" in Swedish for a stored "tbsp"), or '' without one. */
export function amountText(intl: IntlShape, item: Pick<ShoppingItem, 'quantity' | 'unit'>): string {
  const quantity = item.quantity === null ? '' : intl.formatNumber(item.quantity, { maximumFractionDigits: 2 });
  if (!item.unit) return quantity;
  const unit = storedUnitText(intl, item.unit, item.quantity ?? 1);
  if (!quantity) return unit;
  return intl.formatMessage(itemValueMessages.amount, { quantity, unit });
}

/** The amount and the note, as one line under the item's name. */
export function itemDetail(intl: IntlShape, item: ShoppingItem): string {
  return [amountText(intl, item), item.note.trim()].filter(Boolean).join(' · ');
}

/** Open items first, then checked ones, each in the list's order (issue 12: checked items sink). */
export function openFirst(items: readonly ShoppingItem[]): ShoppingItem[] {
  return [...items.filter((item) => !item.checked), ...items.filter((item) => item.checked)];
}

/** The ids in a new order: `from` moved to `to`. */
export function movedOrder(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}
