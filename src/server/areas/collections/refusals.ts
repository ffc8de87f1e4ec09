import { ApiError, badRequest, conflict, notFound } from '../../errors';

/** The refusals of the collections area that the client explains in its own words (`CollectionsErrorCode`). */
export const refusals = {
  collectionNotFound: () => notFound('Collection not found', 'COLLECTION_NOT_FOUND'),
  itemNotFound: () => notFound('Item not found', 'ITEM_NOT_FOUND'),
  fieldNotFound: (fieldId: string) => notFound(`The collection has no field ${fieldId}`, 'COLLECTION_FIELD_NOT_FOUND'),
  imageNotFound: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
  collectionNameRequired: () => badRequest('A collection needs a name', 'COLLECTION_NAME_REQUIRED'),
  fieldNameRequired: (position: number) => badRequest(`Field ${position} needs a name`, 'FIELD_NAME_REQUIRED'),
  fieldNameTaken: (name: string) => badRequest(`Two fields are named "${name}": give each field its own name`, 'FIELD_NAME_TAKEN'),
  fieldIdRepeated: (fieldId: string) => badRequest(`The field ${fieldId} is in the list twice`, 'FIELD_ID_REPEATED'),
  choicesInvalid: (name: string, why: string) => badRequest(`The field "${name}" ${why}`, 'FIELD_CHOICES_INVALID'),
  valueInvalid: (fieldName: string, reason: string) => badRequest(`The value for "${fieldName}" ${reason}`, 'ITEM_VALUE_INVALID'),
  viewInvalid: (problem: string) => badRequest(`The view does not fit the fields: ${problem}`, 'COLLECTION_VIEW_INVALID'),
  importInvalid: (faults: string) => badRequest(`Nothing was imported. ${faults}`, 'ITEM_IMPORT_INVALID'),
  collectionFull: (max: number, room: number) =>
    conflict(
      room === 0
        ? `The collection holds ${max.toLocaleString('en')} items, the most a collection may: delete some, or start another collection`
        : `The collection has room for ${room.toLocaleString('en')} more items (at most ${max.toLocaleString('en')}): import fewer rows, or start another collection`,
      'COLLECTION_FULL',
    ),
  cursorInvalid: () => badRequest('The `after` cursor is not one this server gave: read the items again from the first page', 'ITEM_CURSOR_INVALID'),
  pagingNeedsCollection: () => badRequest("limit and after page a collection's items: send them with collectionId", 'ONE_QUERY_AT_A_TIME'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  oneQueryAtATime: () => badRequest('Send exactly one of itemId and collectionId', 'ONE_QUERY_AT_A_TIME'),
  tooManyCollections: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} collections, the most one account keeps: delete some before adding more`, 'TOO_MANY_COLLECTIONS'),
} satisfies Record<string, (...args: never[]) => ApiError>;
