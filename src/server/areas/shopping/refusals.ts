import { ApiError, badRequest, conflict, notFound } from '../../errors';
import { MAX_ITEMS_PER_LIST } from './settings';

/** The refusals of the shopping area that the client explains in its own words (`ShoppingErrorCode`). */
export const refusals = {
  listNotFound: () => notFound('Shopping list not found', 'SHOPPING_LIST_NOT_FOUND'),
  itemNotFound: () => notFound('Shopping item not found', 'SHOPPING_ITEM_NOT_FOUND'),
  listNameRequired: () => badRequest('A shopping list needs a name', 'SHOPPING_LIST_NAME_REQUIRED'),
  itemNameRequired: () => badRequest('Every shopping item needs a name', 'SHOPPING_ITEM_NAME_REQUIRED'),
  itemOrderMismatch: () =>
    badRequest('itemOrder must hold every item of the list exactly once; the list has changed, so read it again', 'ITEM_ORDER_MISMATCH'),
  listFull: (room: number) =>
    conflict(`A shopping list holds at most ${MAX_ITEMS_PER_LIST} items; there is room for ${room} more`, 'SHOPPING_LIST_FULL'),
  tooManyLists: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} shopping lists, the most one account keeps: delete some before adding more`, 'TOO_MANY_SHOPPING_LISTS'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  oneDeleteAtATime: () => badRequest('Send either shoppingItemId, or shoppingListId with checked=true', 'ONE_QUERY_AT_A_TIME'),
} satisfies Record<string, (...args: never[]) => ApiError>;
