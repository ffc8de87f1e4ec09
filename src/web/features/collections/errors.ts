import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The collections' refusals (contract/collections.yaml CollectionsErrorCode), in the client's
 * words. api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with
 * the signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
  COLLECTION_NOT_FOUND: { id: 'api.areaErrors.collectionNotFound', defaultMessage: 'That collection no longer exists' },
  ITEM_NOT_FOUND: { id: 'api.areaErrors.itemNotFound', defaultMessage: 'That item no longer exists' },
  COLLECTION_FIELD_NOT_FOUND: { id: 'api.areaErrors.collectionFieldNotFound', defaultMessage: 'That field no longer exists: the page shows the fields again' },
  COLLECTION_NAME_REQUIRED: { id: 'api.areaErrors.collectionNameRequired', defaultMessage: 'Give the collection a name' },
  FIELD_NAME_REQUIRED: { id: 'api.areaErrors.fieldNameRequired', defaultMessage: 'Give every field a name' },
  FIELD_NAME_TAKEN: { id: 'api.areaErrors.fieldNameTaken', defaultMessage: 'Two fields cannot have the same name' },
  FIELD_ID_REPEATED: { id: 'api.areaErrors.fieldIdRepeated', defaultMessage: 'A field was listed twice' },
  FIELD_CHOICES_INVALID: { id: 'api.areaErrors.fieldChoicesInvalid', defaultMessage: 'A choice field needs its choices, each only once' },
  ITEM_VALUE_INVALID: { id: 'api.areaErrors.itemValueInvalid', defaultMessage: 'A value does not fit its field' },
  COLLECTION_VIEW_INVALID: { id: 'api.areaErrors.collectionViewInvalid', defaultMessage: 'The view does not fit the fields any more' },
  ITEM_IMPORT_INVALID: { id: 'api.areaErrors.itemImportInvalid', defaultMessage: 'Nothing was imported: some rows do not fit their fields' },
  COLLECTION_FULL: { id: 'api.areaErrors.collectionFull', defaultMessage: 'The collection is full (20,000 items): delete some, or start another collection' },
  ITEM_CURSOR_INVALID: { id: 'api.areaErrors.itemCursorInvalid', defaultMessage: 'The list changed meanwhile: reload the page to see it from the start' },
  TOO_MANY_COLLECTIONS: { id: 'api.areaErrors.tooManyCollections', defaultMessage: 'You have 500 collections, the most one account keeps: delete some before adding more' },
}) satisfies Partial<Record<Schemas['CollectionsErrorCode'], MessageDescriptor>>;
