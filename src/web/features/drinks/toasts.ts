import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/**
 * The drinks area's toasts, shown by the query cache for the calls in queries.ts. Worded as spec
 * §8 words the other areas' ("Added recipe", "Updated recipe collection").
 */
export const drinksToasts = defineMessages({
  collectionsFetchFailed: { id: 'drinks.toasts.collectionsFetchFailed', defaultMessage: 'Could not get the drink collections' },
  collectionFetchFailed: { id: 'drinks.toasts.collectionFetchFailed', defaultMessage: 'Could not get the drink collection' },
  collectionAdded: { id: 'drinks.toasts.collectionAdded', defaultMessage: 'Added drink collection' },
  collectionAddFailed: { id: 'drinks.toasts.collectionAddFailed', defaultMessage: 'Could not add the drink collection' },
  collectionUpdated: { id: 'drinks.toasts.collectionUpdated', defaultMessage: 'Updated drink collection' },
  collectionUpdateFailed: { id: 'drinks.toasts.collectionUpdateFailed', defaultMessage: 'Could not update the drink collection' },
  collectionDeleted: { id: 'drinks.toasts.collectionDeleted', defaultMessage: 'Deleted drink collection' },
  collectionDeleteFailed: { id: 'drinks.toasts.collectionDeleteFailed', defaultMessage: 'Could not delete the drink collection' },
  drinksFetchFailed: { id: 'drinks.toasts.drinksFetchFailed', defaultMessage: 'Could not get the drinks' },
  drinkFetchFailed: { id: 'drinks.toasts.drinkFetchFailed', defaultMessage: 'Could not get the drink' },
  drinkAdded: { id: 'drinks.toasts.drinkAdded', defaultMessage: 'Added drink' },
  drinkAddFailed: { id: 'drinks.toasts.drinkAddFailed', defaultMessage: 'Could not add the drink' },
  drinkUpdated: { id: 'drinks.toasts.drinkUpdated', defaultMessage: 'Updated drink' },
  drinkUpdateFailed: { id: 'drinks.toasts.drinkUpdateFailed', defaultMessage: 'Could not update the drink' },
  drinkDeleted: { id: 'drinks.toasts.drinkDeleted', defaultMessage: 'Deleted drink' },
  drinkDeleteFailed: { id: 'drinks.toasts.drinkDeleteFailed', defaultMessage: 'Could not delete the drink' },
  storageGroupsFetchFailed: { id: 'drinks.toasts.storageGroupsFetchFailed', defaultMessage: 'Could not get the storage places' },
  makeableFetchFailed: { id: 'drinks.toasts.makeableFetchFailed', defaultMessage: 'Could not find what you can make' },
});
