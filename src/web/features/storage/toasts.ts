import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/** The storage area's toasts, shown by the query cache for the calls in queries.ts. */
export const storageToasts = defineMessages({
  groupsFetchFailed: { id: 'storage.toasts.groupsFetchFailed', defaultMessage: 'Could not get the storage groups' },
  groupAdded: { id: 'storage.toasts.groupAdded', defaultMessage: 'Added storage group' },
  groupAddFailed: { id: 'storage.toasts.groupAddFailed', defaultMessage: 'Could not add the storage group' },
  groupUpdated: { id: 'storage.toasts.groupUpdated', defaultMessage: 'Updated storage group' },
  groupUpdateFailed: { id: 'storage.toasts.groupUpdateFailed', defaultMessage: 'Could not update the storage group' },
  groupDeleted: { id: 'storage.toasts.groupDeleted', defaultMessage: 'Deleted storage group' },
  groupDeleteFailed: { id: 'storage.toasts.groupDeleteFailed', defaultMessage: 'Could not delete the storage group' },
  searchFailed: { id: 'storage.toasts.searchFailed', defaultMessage: 'Could not search storage' },
  itemAdded: { id: 'storage.toasts.itemAdded', defaultMessage: 'Added item' },
  itemAddFailed: { id: 'storage.toasts.itemAddFailed', defaultMessage: 'Could not add the item' },
  itemUpdated: { id: 'storage.toasts.itemUpdated', defaultMessage: 'Updated item' },
  itemUpdateFailed: { id: 'storage.toasts.itemUpdateFailed', defaultMessage: 'Could not update the item' },
  itemDeleted: { id: 'storage.toasts.itemDeleted', defaultMessage: 'Deleted item' },
  itemDeleteFailed: { id: 'storage.toasts.itemDeleteFailed', defaultMessage: 'Could not delete the item' },
});
