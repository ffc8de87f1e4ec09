import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The storage's refusals (contract/storage.yaml StorageErrorCode; drinks and recipes name storage
 * places and items too), in the client's words. api/errorMessages.ts gathers every area's
 * `errors.ts` by file name; the texts load with the signed-in shell (i18n/textParts.ts), so any
 * screen can show them.
 */
export const areaErrors = defineMessages({
  STORAGE_GROUP_NOT_FOUND: { id: 'api.areaErrors.storageGroupNotFound', defaultMessage: 'That storage place no longer exists' },
  STORAGE_ITEM_NOT_FOUND: { id: 'api.areaErrors.storageItemNotFound', defaultMessage: 'That item is no longer in storage' },
  STORAGE_GROUP_NAME_REQUIRED: { id: 'api.areaErrors.storageGroupNameRequired', defaultMessage: 'Give the place a name' },
  STORAGE_ITEM_NAME_REQUIRED: { id: 'api.areaErrors.storageItemNameRequired', defaultMessage: 'Give the item a name' },
  STORAGE_GROUP_NOT_EMPTY: { id: 'api.areaErrors.storageGroupNotEmpty', defaultMessage: 'The place still holds items: choose whether to move them or delete them' },
  TOO_MANY_STORAGE_ITEMS: { id: 'api.areaErrors.tooManyStorageItems', defaultMessage: 'You can store at most 5,000 items across your places: remove some before adding more' },
  TOO_MANY_STORAGE_GROUPS: { id: 'api.areaErrors.tooManyStorageGroups', defaultMessage: 'You have 500 places, the most one account keeps: remove some before adding more' },
}) satisfies Partial<Record<Schemas['StorageErrorCode'], MessageDescriptor>>;
