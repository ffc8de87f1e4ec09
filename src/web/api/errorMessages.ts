import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '../../contract/types';

/**
 * The client's words for the refusals the contract declares (`ErrorCode`), so a reworded server
 * message can never break a screen, and a Swedish visitor reads Swedish. A code not listed here
 * falls back to the caller's message for the action that failed.
 */
export const errorCodeMessages = defineMessages({
  WRONG_LOGIN: { id: 'api.errors.wrongLogin', defaultMessage: 'Wrong username or password' },
  USERNAME_TAKEN: { id: 'api.errors.usernameTaken', defaultMessage: 'Username is taken' },
  WRONG_PASSWORD: { id: 'api.errors.wrongPassword', defaultMessage: 'Wrong password' },
  WRONG_CODE: { id: 'api.errors.wrongCode', defaultMessage: 'Wrong code' },
  WRONG_PASSWORD_OR_CODE: { id: 'api.errors.wrongPasswordOrCode', defaultMessage: 'Wrong password or code' },
  TOO_MANY_ATTEMPTS: { id: 'api.errors.tooManyAttempts', defaultMessage: 'Too many attempts. Please try again later.' },
  LOGIN_EXPIRED: { id: 'api.errors.loginExpired', defaultMessage: 'The login has expired. Please log in again.' },
  TWO_FACTOR_ALREADY_ON: { id: 'api.errors.twoFactorAlreadyOn', defaultMessage: 'Two-factor authentication is already on' },
  TWO_FACTOR_NOT_ON: { id: 'api.errors.twoFactorNotOn', defaultMessage: 'Two-factor authentication is not on' },
  TWO_FACTOR_SETUP_NOT_STARTED: { id: 'api.errors.twoFactorSetupNotStarted', defaultMessage: 'Start the two-factor setup again' },
  SESSION_NOT_FOUND: { id: 'api.errors.sessionNotFound', defaultMessage: 'That session has already ended' },
  PASSWORD_REQUIRED: { id: 'api.errors.passwordRequired', defaultMessage: 'Enter your password to confirm this change' },
  SIGNUP_CLOSED: { id: 'api.errors.signupClosed', defaultMessage: 'Sign-up is closed on this server. Ask its owner for an account.' },
  // The time tracker (contract/time.yaml TimeErrorCode)
  NAME_AND_GROUP_REQUIRED: { id: 'api.areaErrors.nameAndGroupRequired', defaultMessage: 'Name and time group is required' },
  TIME_GROUP_NOT_FOUND: { id: 'api.areaErrors.timeGroupNotFound', defaultMessage: 'That time group no longer exists' },
  SUB_GROUP_NOT_FOUND: { id: 'api.areaErrors.subGroupNotFound', defaultMessage: 'That sub group no longer exists' },
  TIME_STAMP_NOT_FOUND: { id: 'api.areaErrors.timeStampNotFound', defaultMessage: 'That time stamp no longer exists' },
  END_BEFORE_START: { id: 'api.areaErrors.endBeforeStart', defaultMessage: 'A time stamp cannot end before it starts' },
  REOPEN_WITH_END_TIME: { id: 'api.areaErrors.reopenWithEndTime', defaultMessage: 'A reopened time stamp cannot have an end time' },
  NOTHING_TO_CHANGE: { id: 'api.areaErrors.nothingToChange', defaultMessage: 'Nothing was changed' },
  ALREADY_ACTIVE: { id: 'api.areaErrors.alreadyActive', defaultMessage: 'That sub group already has a running time stamp' },
  MOVE_INTO_ITSELF: { id: 'api.areaErrors.moveIntoItself', defaultMessage: 'Choose another sub group to move into' },
  MOVE_NEEDS_TARGET: { id: 'api.areaErrors.moveNeedsTarget', defaultMessage: 'Choose the sub group to move into' },
  SUB_GROUP_NAME_TAKEN: { id: 'api.areaErrors.subGroupNameTaken', defaultMessage: 'The time group already has a sub group with that name' },
  ONE_QUERY_AT_A_TIME: { id: 'api.areaErrors.oneQueryAtATime', defaultMessage: 'The request asked for too much at once' },
  INVALID_TIME_ZONE: { id: 'api.areaErrors.invalidTimeZone', defaultMessage: 'The server does not know this time zone' },
  // Heartbeats (contract/heartbeat.yaml HeartbeatErrorCode)
  HEARTBEAT_NOT_FOUND: { id: 'api.areaErrors.heartbeatNotFound', defaultMessage: 'That heartbeat URL no longer exists' },
  HEARTBEAT_SUB_GROUP_GONE: { id: 'api.areaErrors.heartbeatSubGroupGone', defaultMessage: 'The sub group of this heartbeat URL was deleted: choose another' },
  // Tags and goals of the time tracker, and the totals' ranges
  TAG_NOT_FOUND: { id: 'api.areaErrors.tagNotFound', defaultMessage: 'That tag no longer exists' },
  TAG_TITLE_TAKEN: { id: 'api.areaErrors.tagTitleTaken', defaultMessage: 'A tag with that title already exists' },
  GOAL_NOT_FOUND: { id: 'api.areaErrors.goalNotFound', defaultMessage: 'That goal no longer exists' },
  RANGE_REVERSED: { id: 'api.areaErrors.rangeReversed', defaultMessage: 'The range starts after it ends' },
  RANGE_TOO_LONG: { id: 'api.areaErrors.rangeTooLong', defaultMessage: 'That range is too long. Choose a shorter one.' },
  // Notes (contract/notes.yaml NotesErrorCode; NOTHING_TO_CHANGE and ONE_QUERY_AT_A_TIME are above)
  NOTE_NOT_FOUND: { id: 'api.areaErrors.noteNotFound', defaultMessage: 'That note no longer exists' },
  NOTES_COLLECTION_NOT_FOUND: { id: 'api.areaErrors.notesCollectionNotFound', defaultMessage: 'That notes collection no longer exists' },
  NOTE_CONTEXT_NOT_FOUND: { id: 'api.areaErrors.noteContextNotFound', defaultMessage: 'That context no longer exists' },
  QUESTION_NOT_FOUND: { id: 'api.areaErrors.questionNotFound', defaultMessage: 'That question no longer exists. Reload to see the current questions.' },
  ANSWER_TYPE_MISMATCH: { id: 'api.areaErrors.answerTypeMismatch', defaultMessage: 'That answer does not fit its question' },
  NOTE_NAME_REQUIRED: { id: 'api.areaErrors.noteNameRequired', defaultMessage: 'Give the note a title' },
  NOTES_COLLECTION_NAME_REQUIRED: { id: 'api.areaErrors.notesCollectionNameRequired', defaultMessage: 'Give the collection a name' },
  NOTE_CONTEXT_NAME_REQUIRED: { id: 'api.areaErrors.noteContextNameRequired', defaultMessage: 'Give the context a name' },
  QUESTION_TEXT_REQUIRED: { id: 'api.areaErrors.questionTextRequired', defaultMessage: 'Every question needs a text' },
  NOTE_CONTEXT_NAME_TAKEN: { id: 'api.areaErrors.noteContextNameTaken', defaultMessage: 'A context with that name already exists' },
  SEARCH_TOO_SHORT: { id: 'api.areaErrors.searchTooShort', defaultMessage: 'Type a word to search for' },
  // Shopping lists (contract/shopping.yaml ShoppingErrorCode; NOTHING_TO_CHANGE and ONE_QUERY_AT_A_TIME are above)
  SHOPPING_LIST_NOT_FOUND: { id: 'api.areaErrors.shoppingListNotFound', defaultMessage: 'That shopping list no longer exists' },
  SHOPPING_ITEM_NOT_FOUND: { id: 'api.areaErrors.shoppingItemNotFound', defaultMessage: 'That item is no longer on the list' },
  SHOPPING_LIST_NAME_REQUIRED: { id: 'api.areaErrors.shoppingListNameRequired', defaultMessage: 'Give the list a name' },
  SHOPPING_ITEM_NAME_REQUIRED: { id: 'api.areaErrors.shoppingItemNameRequired', defaultMessage: 'Give the item a name' },
  ITEM_ORDER_MISMATCH: { id: 'api.areaErrors.itemOrderMismatch', defaultMessage: 'The list changed meanwhile. Its current order is shown again.' },
  SHOPPING_LIST_FULL: { id: 'api.areaErrors.shoppingListFull', defaultMessage: 'A list holds at most 1,000 items' },
  // Recipes (contract/recipes.yaml RecipesErrorCode; NOTHING_TO_CHANGE, ONE_QUERY_AT_A_TIME, SEARCH_TOO_SHORT and MOVE_INTO_ITSELF are above)
  RECIPE_NOT_FOUND: { id: 'api.areaErrors.recipeNotFound', defaultMessage: 'That recipe no longer exists' },
  RECIPE_COLLECTION_NOT_FOUND: { id: 'api.areaErrors.recipeCollectionNotFound', defaultMessage: 'That recipe collection no longer exists' },
  RECIPE_NAME_REQUIRED: { id: 'api.areaErrors.recipeNameRequired', defaultMessage: 'Give the recipe a name' },
  RECIPE_COLLECTION_NAME_REQUIRED: { id: 'api.areaErrors.recipeCollectionNameRequired', defaultMessage: 'Give the recipe collection a name' },
  RECIPE_COLLECTION_NOT_EMPTY: { id: 'api.areaErrors.recipeCollectionNotEmpty', defaultMessage: 'The collection still has recipes: choose whether to delete them or move them' },
  RECIPE_URL_INVALID: { id: 'api.areaErrors.recipeUrlInvalid', defaultMessage: 'Enter the full address of the recipe page, starting with http:// or https://' },
  RECIPE_URL_FORBIDDEN: { id: 'api.areaErrors.recipeUrlForbidden', defaultMessage: 'That address leads to a private or local network, so it cannot be imported' },
  RECIPE_PAGE_TOO_MANY_REDIRECTS: { id: 'api.areaErrors.recipePageTooManyRedirects', defaultMessage: 'The page sent the import on too many redirects' },
  RECIPE_PAGE_TOO_LARGE: { id: 'api.areaErrors.recipePageTooLarge', defaultMessage: 'The page is too large to import (over 5 MB)' },
  RECIPE_PAGE_TIMEOUT: { id: 'api.areaErrors.recipePageTimeout', defaultMessage: 'The page took too long to answer (over 10 seconds)' },
  RECIPE_PAGE_UNREACHABLE: { id: 'api.areaErrors.recipePageUnreachable', defaultMessage: 'The page could not be reached. Check the address.' },
  RECIPE_NOT_FOUND_ON_PAGE: { id: 'api.areaErrors.recipeNotFoundOnPage', defaultMessage: 'No recipe was found on that page' },
  // Images (contract/images.yaml ImagesErrorCode)
  IMAGE_NOT_FOUND: { id: 'api.areaErrors.imageNotFound', defaultMessage: 'That photo no longer exists' },
  IMAGE_TOO_LARGE: { id: 'api.areaErrors.imageTooLarge', defaultMessage: 'The photo is larger than 5 MB' },
  IMAGE_TOO_MANY_PIXELS: { id: 'api.areaErrors.imageTooManyPixels', defaultMessage: 'The photo has too many pixels (over 40 megapixels)' },
  IMAGE_TYPE_NOT_SUPPORTED: { id: 'api.areaErrors.imageTypeNotSupported', defaultMessage: 'That file is not a JPEG, PNG, WebP, GIF or AVIF image' },
  IMAGE_UNREADABLE: { id: 'api.areaErrors.imageUnreadable', defaultMessage: 'The image file is damaged and cannot be read' },
  // Storage (contract/storage.yaml StorageErrorCode; NOTHING_TO_CHANGE, ONE_QUERY_AT_A_TIME, MOVE_INTO_ITSELF and SEARCH_TOO_SHORT are above)
  STORAGE_GROUP_NOT_FOUND: { id: 'api.areaErrors.storageGroupNotFound', defaultMessage: 'That storage place no longer exists' },
  STORAGE_ITEM_NOT_FOUND: { id: 'api.areaErrors.storageItemNotFound', defaultMessage: 'That item is no longer in storage' },
  STORAGE_GROUP_NAME_REQUIRED: { id: 'api.areaErrors.storageGroupNameRequired', defaultMessage: 'Give the place a name' },
  STORAGE_ITEM_NAME_REQUIRED: { id: 'api.areaErrors.storageItemNameRequired', defaultMessage: 'Give the item a name' },
  STORAGE_GROUP_NOT_EMPTY: { id: 'api.areaErrors.storageGroupNotEmpty', defaultMessage: 'The place still holds items: choose whether to move them or delete them' },
  // Public share links (contract/share.yaml ShareErrorCode)
  SHARE_NOT_FOUND: { id: 'api.areaErrors.shareNotFound', defaultMessage: 'That link no longer exists' },
  SHARE_TARGET_NOT_FOUND: { id: 'api.areaErrors.shareTargetNotFound', defaultMessage: 'That drink or collection no longer exists' },
  SHARE_EXPIRY_IN_PAST: { id: 'api.areaErrors.shareExpiryInPast', defaultMessage: 'Choose an expiry later than now' },
  // Counters (contract/counters.yaml CountersErrorCode; NOTHING_TO_CHANGE, INVALID_TIME_ZONE and the ranges are above;
  // DIRECTION_OR_DELTA and COUNTER_DELTA_INVALID cannot come from this client's taps)
  COUNTER_GROUP_NOT_FOUND: { id: 'api.areaErrors.counterGroupNotFound', defaultMessage: 'That counter group no longer exists' },
  COUNTER_NOT_FOUND: { id: 'api.areaErrors.counterNotFound', defaultMessage: 'That counter no longer exists' },
  COUNTER_EVENT_NOT_FOUND: { id: 'api.areaErrors.counterEventNotFound', defaultMessage: 'That change is already gone' },
  COUNTER_GROUP_NAME_REQUIRED: { id: 'api.areaErrors.counterGroupNameRequired', defaultMessage: 'Give the group a name' },
  COUNTER_NAME_REQUIRED: { id: 'api.areaErrors.counterNameRequired', defaultMessage: 'Give the counter a name' },
  COUNTER_STEP_INVALID: { id: 'api.areaErrors.counterStepInvalid', defaultMessage: 'A step is a whole number from 1 to 1,000,000' },
  COUNTER_GOAL_INVALID: { id: 'api.areaErrors.counterGoalInvalid', defaultMessage: 'A goal is a whole number, 1 or more' },
  COUNTER_GOAL_PERIOD_WITHOUT_GOAL: { id: 'api.areaErrors.counterGoalPeriodWithoutGoal', defaultMessage: 'Set a goal before choosing its period' },
  COUNTER_VALUE_OUT_OF_RANGE: { id: 'api.areaErrors.counterValueOutOfRange', defaultMessage: 'A counter stays between −1,000,000,000 and 1,000,000,000' },
  COUNTER_EVENT_NOT_LATEST: { id: 'api.areaErrors.counterEventNotLatest', defaultMessage: 'Only the latest change can be undone, and the counter has changed since' },
  COUNTER_ORDER_MISMATCH: { id: 'api.areaErrors.counterOrderMismatch', defaultMessage: 'The group changed meanwhile. Its current order is shown again.' },
  // Collections (contract/collections.yaml CollectionsErrorCode; NOTHING_TO_CHANGE and ONE_QUERY_AT_A_TIME are above)
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
  // Drinks (contract/drinks.yaml DrinksErrorCode; IMAGE_NOT_FOUND, STORAGE_GROUP_NOT_FOUND, MOVE_INTO_ITSELF, NOTHING_TO_CHANGE and ONE_QUERY_AT_A_TIME are above)
  DRINK_NOT_FOUND: { id: 'api.areaErrors.drinkNotFound', defaultMessage: 'That drink no longer exists' },
  DRINK_COLLECTION_NOT_FOUND: { id: 'api.areaErrors.drinkCollectionNotFound', defaultMessage: 'That drink collection no longer exists' },
  DRINK_NAME_REQUIRED: { id: 'api.areaErrors.drinkNameRequired', defaultMessage: 'Give the drink a name' },
  DRINK_COLLECTION_NAME_REQUIRED: { id: 'api.areaErrors.drinkCollectionNameRequired', defaultMessage: 'Give the drink collection a name' },
  DRINK_COLLECTION_NOT_EMPTY: { id: 'api.areaErrors.drinkCollectionNotEmpty', defaultMessage: 'The collection still has drinks: choose whether to delete them or move them' },
}) satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

/** The code an error from `unwrap` (ApiCallError) carries, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The client's words for the error's code, when it has some. */
function codeMessage(error: unknown): MessageDescriptor | undefined {
  const code = errorCodeOf(error);
  return code !== undefined && code in errorCodeMessages ? errorCodeMessages[code as keyof typeof errorCodeMessages] : undefined;
}

/** What to tell the user about a failed call: the code's own text, else `fallback`. */
export function messageForError(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  return codeMessage(error) ?? fallback;
}

/**
 * The error with the `messageId` its code has (machines/failureMessage.ts), so a machine says
 * 'Wrong code' rather than what its step could not do. Errors without a known code pass unchanged,
 * and the machine uses its own message for the step.
 */
export function explainFailure<Failure>(error: Failure): Failure {
  const message = codeMessage(error);
  if (message && typeof error === 'object' && error !== null) Object.assign(error, { messageId: message.id });
  return error;
}

/** Runs a machine's request; a refusal carries the message id of its error code (`explainFailure`). */
export async function explained<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw explainFailure(error);
  }
}
