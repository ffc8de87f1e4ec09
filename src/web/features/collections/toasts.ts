import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/** The collections area's toasts (spec §8's pattern), shown by the query cache for the calls in queries.ts. */
export const collectionsToasts = defineMessages({
  collectionsFetchFailed: { id: 'collections.toasts.collectionsFetchFailed', defaultMessage: 'Could not get the collections' },
  collectionAdded: { id: 'collections.toasts.collectionAdded', defaultMessage: 'Added collection' },
  collectionAddFailed: { id: 'collections.toasts.collectionAddFailed', defaultMessage: 'Could not add the collection' },
  collectionUpdated: { id: 'collections.toasts.collectionUpdated', defaultMessage: 'Updated collection' },
  collectionUpdateFailed: { id: 'collections.toasts.collectionUpdateFailed', defaultMessage: 'Could not update the collection' },
  collectionDeleted: { id: 'collections.toasts.collectionDeleted', defaultMessage: 'Deleted collection' },
  collectionDeleteFailed: { id: 'collections.toasts.collectionDeleteFailed', defaultMessage: 'Could not delete the collection' },
  viewSaveFailed: { id: 'collections.toasts.viewSaveFailed', defaultMessage: 'Could not save the view' },
  itemAdded: { id: 'collections.toasts.itemAdded', defaultMessage: 'Added item' },
  itemAddFailed: { id: 'collections.toasts.itemAddFailed', defaultMessage: 'Could not add the item' },
  itemUpdated: { id: 'collections.toasts.itemUpdated', defaultMessage: 'Updated item' },
  itemUpdateFailed: { id: 'collections.toasts.itemUpdateFailed', defaultMessage: 'Could not update the item' },
  itemDeleted: { id: 'collections.toasts.itemDeleted', defaultMessage: 'Deleted item' },
  itemDeleteFailed: { id: 'collections.toasts.itemDeleteFailed', defaultMessage: 'Could not delete the item' },
  itemsImported: { id: 'collections.toasts.itemsImported', defaultMessage: 'Imported items' },
});
