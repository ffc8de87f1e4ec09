import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/**
 * The recipes area's toasts, shown by the query cache for the calls in queries.ts. Spec §8 words
 * the added and updated ones; the deletes and failures follow the other areas' wording.
 */
export const recipesToasts = defineMessages({
  collectionsFetchFailed: { id: 'recipes.toasts.collectionsFetchFailed', defaultMessage: 'Could not get the recipe collections' },
  collectionFetchFailed: { id: 'recipes.toasts.collectionFetchFailed', defaultMessage: 'Could not get the recipe collection' },
  collectionAdded: { id: 'recipes.toasts.collectionAdded', defaultMessage: 'Added recipe collection' },
  collectionAddFailed: { id: 'recipes.toasts.collectionAddFailed', defaultMessage: 'Could not add the recipe collection' },
  collectionUpdated: { id: 'recipes.toasts.collectionUpdated', defaultMessage: 'Updated recipe collection' },
  collectionUpdateFailed: { id: 'recipes.toasts.collectionUpdateFailed', defaultMessage: 'Could not update the recipe collection' },
  collectionDeleted: { id: 'recipes.toasts.collectionDeleted', defaultMessage: 'Deleted recipe collection' },
  collectionDeleteFailed: { id: 'recipes.toasts.collectionDeleteFailed', defaultMessage: 'Could not delete the recipe collection' },
  recipesFetchFailed: { id: 'recipes.toasts.recipesFetchFailed', defaultMessage: 'Could not get the recipes' },
  recipeFetchFailed: { id: 'recipes.toasts.recipeFetchFailed', defaultMessage: 'Could not get the recipe' },
  recipeAdded: { id: 'recipes.toasts.recipeAdded', defaultMessage: 'Added recipe' },
  recipeAddFailed: { id: 'recipes.toasts.recipeAddFailed', defaultMessage: 'Could not add the recipe' },
  recipeUpdated: { id: 'recipes.toasts.recipeUpdated', defaultMessage: 'Updated recipe' },
  recipeUpdateFailed: { id: 'recipes.toasts.recipeUpdateFailed', defaultMessage: 'Could not update the recipe' },
  recipeDeleted: { id: 'recipes.toasts.recipeDeleted', defaultMessage: 'Deleted recipe' },
  recipeDeleteFailed: { id: 'recipes.toasts.recipeDeleteFailed', defaultMessage: 'Could not delete the recipe' },
  shoppingListsFetchFailed: { id: 'recipes.toasts.shoppingListsFetchFailed', defaultMessage: 'Could not get the shopping lists' },
  ingredientsAddFailed: { id: 'recipes.toasts.ingredientsAddFailed', defaultMessage: 'Could not add the ingredients to the shopping list' },
});
