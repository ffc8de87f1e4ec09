import type { Schemas } from '../../../contract/types';
import type { ItemRow } from './repository/items';
import type { ItemCounts, ListRow } from './repository/lists';

// Rows as the contract's shapes.

export function toItem(row: ItemRow): Schemas['ShoppingItem'] {
  return {
    _id: row.id,
    shoppingListId: row.list_id,
    name: row.name,
    quantity: row.quantity === null ? null : Number(row.quantity),
    unit: row.unit,
    note: row.note,
    checked: row.checked === 1,
    checkedAt: row.checked_at,
    position: row.position,
    createdAt: row.created_at,
  };
}

export function toList(row: ListRow, counts: ItemCounts): Schemas['ShoppingList'] {
  return { _id: row.id, name: row.name, createdAt: row.created_at, openCount: counts.open, checkedCount: counts.checked };
}

export function toListWithItems(row: ListRow, items: readonly ItemRow[]): Schemas['ShoppingListWithItems'] {
  const checkedCount = items.filter((item) => item.checked === 1).length;
  return { ...toList(row, { open: items.length - checkedCount, checked: checkedCount }), items: items.map(toItem) };
}
