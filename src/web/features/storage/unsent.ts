import { defineMessages } from 'react-intl';
import type { OutboxChange } from '../../../../machines/outboxMachine';
import type { RequestBody, Schemas } from '../../../contract/types';

/** The outbox area of the storage changes (their marks, and the refresh once they land). */
export const storageArea = 'storage';

/** What the outbox list calls an item's change waiting to be sent: "Milk: 2 l". */
export const storageChangeLabels = defineMessages({
  amount: { id: 'storage.outbox.amount', defaultMessage: '{name}: {amount}' },
  edit: { id: 'storage.outbox.edit', defaultMessage: 'Change {name}' },
});

export type ItemUpdate = RequestBody<'updateStorageItem'>;
type StorageItemInGroup = Schemas['StorageItemInGroup'];

/** An item with an unsent edit's fields laid over it (the same change twice is the same item). */
export const withUpdate = <Item extends StorageItemInGroup>(item: Item, { storageItemId: _id, ...fields }: ItemUpdate): Item => ({ ...item, ...fields });

/**
 * A group's items with this device's unsent edits laid over them, so a reload (or a refetch while
 * they wait) still shows them, and the ids of the items they touch.
 */
export function itemsWithUnsent(items: readonly StorageItemInGroup[], changes: readonly OutboxChange[]) {
  const unsentIds = new Set<string>();
  let shown = items;
  for (const change of changes) {
    if (change.request.method !== 'PUT' || change.request.path !== '/storage-item') continue;
    const update = change.request.body as ItemUpdate;
    unsentIds.add(update.storageItemId);
    shown = shown.map((item) => (item._id === update.storageItemId ? withUpdate(item, update) : item));
  }
  return { items: shown, unsentIds: unsentIds as ReadonlySet<string> };
}
