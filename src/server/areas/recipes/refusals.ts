import { ApiError, badRequest, conflict, notFound, tooManyRequests } from '../../errors';

/** The refusals of the recipes area that the client explains in its own words (`RecipesErrorCode`). */
export const refusals = {
  recipeNotFound: () => notFound('Recipe not found', 'RECIPE_NOT_FOUND'),
  collectionNotFound: () => notFound('Recipe collection not found', 'RECIPE_COLLECTION_NOT_FOUND'),
  imageNotFound: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
  storageItemNotFound: () => notFound('Storage item not found', 'STORAGE_ITEM_NOT_FOUND'),
  recipeNameRequired: () => badRequest('A recipe needs a name', 'RECIPE_NAME_REQUIRED'),
  collectionNameRequired: () => badRequest('A recipe collection needs a name', 'RECIPE_COLLECTION_NAME_REQUIRED'),
  collectionNotEmpty: (count: number) =>
    conflict(
      `The collection holds ${count === 1 ? '1 recipe' : `${count} recipes`}: send deleteRecipes=true to delete them too, or moveRecipesTo another collection`,
      'RECIPE_COLLECTION_NOT_EMPTY',
    ),
  moveIntoItself: () => badRequest('Move the recipes to another collection than the one being deleted', 'MOVE_INTO_ITSELF'),
  deleteOrMove: () => badRequest('Send either deleteRecipes=true or moveRecipesTo, not both', 'ONE_QUERY_AT_A_TIME'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  oneQueryAtATime: () =>
    badRequest('Send one of recipeId, collectionId (with query), suggestion, recipeUrl, foodItemId or cookFromStorage=true', 'ONE_QUERY_AT_A_TIME'),
  searchTooShort: () => badRequest('Type something to search for besides spaces', 'SEARCH_TOO_SHORT'),
  sourceUrlInvalid: () => badRequest("A recipe's source must be an http or https address", 'RECIPE_SOURCE_URL_INVALID'),
  tooManyRecipes: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} recipes, the most one account keeps: delete some before adding more`, 'TOO_MANY_RECIPES'),
  tooManyImports: (retryAfterSeconds: number) =>
    tooManyRequests(`Too many recipe imports: try again in ${Math.max(1, Math.ceil(retryAfterSeconds))} seconds`, retryAfterSeconds),
  tooManyCollections: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} recipe collections, the most one account keeps: delete some before adding more`, 'TOO_MANY_RECIPE_COLLECTIONS'),
} satisfies Record<string, (...args: never[]) => ApiError>;
