import { ApiError, badRequest, conflict, notFound } from '../../errors';

/** The refusals of the drinks area that the client explains in its own words (`DrinksErrorCode`). */
export const refusals = {
  drinkNotFound: () => notFound('Drink not found', 'DRINK_NOT_FOUND'),
  collectionNotFound: () => notFound('Drink collection not found', 'DRINK_COLLECTION_NOT_FOUND'),
  imageNotFound: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
  storageGroupNotFound: () => notFound('Storage group not found', 'STORAGE_GROUP_NOT_FOUND'),
  drinkNameRequired: () => badRequest('A drink needs a name', 'DRINK_NAME_REQUIRED'),
  collectionNameRequired: () => badRequest('A drink collection needs a name', 'DRINK_COLLECTION_NAME_REQUIRED'),
  collectionNotEmpty: (count: number) =>
    conflict(
      `The collection holds ${count === 1 ? '1 drink' : `${count} drinks`}: send deleteDrinks=true to delete them too, or moveDrinksTo another collection`,
      'DRINK_COLLECTION_NOT_EMPTY',
    ),
  moveIntoItself: () => badRequest('Move the drinks to another collection than the one being deleted', 'MOVE_INTO_ITSELF'),
  deleteOrMove: () => badRequest('Send either deleteDrinks=true or moveDrinksTo, not both', 'ONE_QUERY_AT_A_TIME'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  tooManyDrinks: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} drinks, the most one account keeps: delete some before adding more`, 'TOO_MANY_DRINKS'),
  tooManyCollections: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} drink collections, the most one account keeps: delete some before adding more`, 'TOO_MANY_DRINK_COLLECTIONS'),
  oneQueryAtATime: () => badRequest('Send exactly one of drinkId, collectionId and storageGroupId', 'ONE_QUERY_AT_A_TIME'),
  pagingNeedsCollection: () => badRequest("limit and after page a collection's drinks: send them with collectionId", 'ONE_QUERY_AT_A_TIME'),
  cursorInvalid: () => badRequest('The `after` cursor is not one this server gave: read the drinks again from the first page', 'DRINK_CURSOR_INVALID'),
} satisfies Record<string, (...args: never[]) => ApiError>;
