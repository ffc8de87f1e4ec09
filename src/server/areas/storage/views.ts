import type { Schemas } from '../../../contract/types';
import { daysBetween } from './expiry';
import type { GroupCounts, GroupRow } from './repository/groups';
import type { ItemInGroupRow, ItemValues } from './repository/items';

// Rows as the contract's shapes.

export function toGroup(row: GroupRow, counts: GroupCounts = { itemCount: 0, expiringCount: 0 }): Schemas['StorageGroup'] {
  return { _id: row.id, name: row.name, createdAt: row.created_at, ...counts };
}

export function toItem(row: ItemValues): Schemas['StorageItem'] {
  return {
    _id: row.id,
    storageGroupId: row.group_id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    bestBefore: row.best_before,
    note: row.note,
    isFood: row.is_food === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toItemInGroup(row: ItemInGroupRow): Schemas['StorageItemInGroup'] {
  const { _id, storageGroupId, ...rest } = toItem(row);
  return { _id, storageGroupId, groupName: row.group_name, ...rest };
}

export type ExpiringItem = Schemas['StorageDashboardSection']['expiring'][number];

/** An item as the dashboard's "expiring soon" card lists it, counted from the dashboard's date. */
export function toExpiring(row: ItemInGroupRow & { best_before: string }, today: string): ExpiringItem {
  return { _id: row.id, name: row.name, storageGroupId: row.group_id, groupName: row.group_name, bestBefore: row.best_before, daysLeft: daysBetween(today, row.best_before) };
}
