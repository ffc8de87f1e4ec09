import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/** The shopping area's toasts (spec §8 words the default list's), shown by the query cache for the calls in queries.ts. */
export const shoppingToasts = defineMessages({
  listsFetchFailed: { id: 'shopping.toasts.listsFetchFailed', defaultMessage: 'Could not get the shopping lists' },
  listAdded: { id: 'shopping.toasts.listAdded', defaultMessage: 'Added shopping list' },
  listAddFailed: { id: 'shopping.toasts.listAddFailed', defaultMessage: 'Could not add the shopping list' },
  listUpdated: { id: 'shopping.toasts.listUpdated', defaultMessage: 'Updated shopping list' },
  listUpdateFailed: { id: 'shopping.toasts.listUpdateFailed', defaultMessage: 'Could not update the shopping list' },
  orderFailed: { id: 'shopping.toasts.orderFailed', defaultMessage: 'Could not save the new order' },
  listDeleted: { id: 'shopping.toasts.listDeleted', defaultMessage: 'Deleted shopping list' },
  listDeleteFailed: { id: 'shopping.toasts.listDeleteFailed', defaultMessage: 'Could not delete the shopping list' },
  itemAddFailed: { id: 'shopping.toasts.itemAddFailed', defaultMessage: 'Could not add the item' },
  itemUpdated: { id: 'shopping.toasts.itemUpdated', defaultMessage: 'Updated item' },
  itemUpdateFailed: { id: 'shopping.toasts.itemUpdateFailed', defaultMessage: 'Could not update the item' },
  checkFailed: { id: 'shopping.toasts.checkFailed', defaultMessage: 'Could not check the item off' },
  itemDeleteFailed: { id: 'shopping.toasts.itemDeleteFailed', defaultMessage: 'Could not delete the item' },
  clearFailed: { id: 'shopping.toasts.clearFailed', defaultMessage: 'Could not clear the checked items' },
  restoreFailed: { id: 'shopping.toasts.restoreFailed', defaultMessage: 'Could not bring the items back' },
  defaultSet: { id: 'shopping.toasts.defaultSet', defaultMessage: 'Set default shopping list' },
  defaultFailed: { id: 'shopping.toasts.defaultFailed', defaultMessage: 'Could not set default shopping list' },
  storeFailed: { id: 'shopping.toasts.storeFailed', defaultMessage: 'Could not put the items into storage' },
  placesFetchFailed: { id: 'shopping.toasts.placesFetchFailed', defaultMessage: 'Could not get the storage places' },
});

export const shoppingValueToasts = defineMessages<{ stored: { count: number; place: string } }>({
  stored: { id: 'shopping.toasts.stored', defaultMessage: 'Put {count, plural, one {# item} other {# items}} into {place}' },
});
