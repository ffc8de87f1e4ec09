import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The drinks' refusals (contract/drinks.yaml DrinksErrorCode), in the client's words.
 * api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with the
 * signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
  DRINK_NOT_FOUND: { id: 'api.areaErrors.drinkNotFound', defaultMessage: 'That drink no longer exists' },
  DRINK_COLLECTION_NOT_FOUND: { id: 'api.areaErrors.drinkCollectionNotFound', defaultMessage: 'That drink collection no longer exists' },
  DRINK_NAME_REQUIRED: { id: 'api.areaErrors.drinkNameRequired', defaultMessage: 'Give the drink a name' },
  DRINK_COLLECTION_NAME_REQUIRED: { id: 'api.areaErrors.drinkCollectionNameRequired', defaultMessage: 'Give the drink collection a name' },
  DRINK_COLLECTION_NOT_EMPTY: { id: 'api.areaErrors.drinkCollectionNotEmpty', defaultMessage: 'The collection still has drinks: choose whether to delete them or move them' },
  DRINK_CURSOR_INVALID: { id: 'api.areaErrors.drinkCursorInvalid', defaultMessage: 'The list changed meanwhile: reload the page to see it from the start' },
  TOO_MANY_DRINKS: { id: 'api.areaErrors.tooManyDrinks', defaultMessage: 'You have 2,000 drinks, the most one account keeps: delete some before adding more' },
  TOO_MANY_DRINK_COLLECTIONS: { id: 'api.areaErrors.tooManyDrinkCollections', defaultMessage: 'You have 500 drink collections, the most one account keeps: delete some before adding more' },
}) satisfies Partial<Record<Schemas['DrinksErrorCode'], MessageDescriptor>>;
