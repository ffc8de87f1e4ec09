import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The shopping lists' refusals (contract/shopping.yaml ShoppingErrorCode), in the client's words.
 * api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with the
 * signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
  SHOPPING_LIST_NOT_FOUND: { id: 'api.areaErrors.shoppingListNotFound', defaultMessage: 'That shopping list no longer exists' },
  SHOPPING_ITEM_NOT_FOUND: { id: 'api.areaErrors.shoppingItemNotFound', defaultMessage: 'That item is no longer on the list' },
  SHOPPING_LIST_NAME_REQUIRED: { id: 'api.areaErrors.shoppingListNameRequired', defaultMessage: 'Give the list a name' },
  SHOPPING_ITEM_NAME_REQUIRED: { id: 'api.areaErrors.shoppingItemNameRequired', defaultMessage: 'Give the item a name' },
  ITEM_ORDER_MISMATCH: { id: 'api.areaErrors.itemOrderMismatch', defaultMessage: 'The list changed meanwhile. Its current order is shown again.' },
  SHOPPING_LIST_FULL: { id: 'api.areaErrors.shoppingListFull', defaultMessage: 'A list holds at most 1,000 items' },
  TOO_MANY_SHOPPING_LISTS: { id: 'api.areaErrors.tooManyShoppingLists', defaultMessage: 'You have 500 shopping lists, the most one account keeps: delete some before adding more' },
}) satisfies Partial<Record<Schemas['ShoppingErrorCode'], MessageDescriptor>>;
