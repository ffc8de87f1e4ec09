import { ApiError, badRequest, conflict, notFound } from '../../errors';

/** The refusals of the storage area that the client explains in its own words (`StorageErrorCode`). */
export const refusals = {
  groupNotFound: () => notFound('Storage group not found', 'STORAGE_GROUP_NOT_FOUND'),
  itemNotFound: () => notFound('Storage item not found', 'STORAGE_ITEM_NOT_FOUND'),
  groupNameRequired: () => badRequest('A storage group needs a name', 'STORAGE_GROUP_NAME_REQUIRED'),
  itemNameRequired: () => badRequest('Every storage item needs a name', 'STORAGE_ITEM_NAME_REQUIRED'),
  groupNotEmpty: (itemCount: number) =>
    conflict(
      `The storage group still holds ${itemCount === 1 ? '1 item' : `${itemCount} items`}: send deleteItems=true to delete them or moveItemsTo to move them`,
      'STORAGE_GROUP_NOT_EMPTY',
    ),
  moveIntoItself: () => badRequest("A group's items cannot move into the group being deleted", 'MOVE_INTO_ITSELF'),
  deleteOrMove: () => badRequest('Send deleteItems=true or moveItemsTo, not both', 'ONE_QUERY_AT_A_TIME'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  oneQueryAtATime: () => badRequest('Send exactly one of storageItemId, storageGroupId, search and expiringBy', 'ONE_QUERY_AT_A_TIME'),
  tooManyItems: (max: number, room: number) =>
    conflict(
      `You can store at most ${max.toLocaleString('en')} items across your groups; there is room for ${room.toLocaleString('en')} more: remove some first`,
      'TOO_MANY_STORAGE_ITEMS',
    ),
  tooManyGroups: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} storage places, the most one account keeps: remove some before adding more`, 'TOO_MANY_STORAGE_GROUPS'),
  searchTooShort: () => badRequest('Search for at least one character other than a space', 'SEARCH_TOO_SHORT'),
} satisfies Record<string, (...args: never[]) => ApiError>;
