import { ApiError, badRequest, conflict, notFound } from '../../errors';

/** The refusals of the notes area that the client explains in its own words (`NotesErrorCode`). */
export const refusals = {
  noteNotFound: () => notFound('Note not found', 'NOTE_NOT_FOUND'),
  entryNotFound: () => notFound('The note has no entry with that id', 'NOTE_NOT_FOUND'),
  collectionNotFound: () => notFound('Notes collection not found', 'NOTES_COLLECTION_NOT_FOUND'),
  contextNotFound: () => notFound('Note context not found', 'NOTE_CONTEXT_NOT_FOUND'),
  questionNotFound: () => notFound('Question not found', 'QUESTION_NOT_FOUND'),
  answerTypeMismatch: (question: string, type: string) => badRequest(`The answer to "${question}" must be ${typeWords[type] ?? type}`, 'ANSWER_TYPE_MISMATCH'),
  noteNameRequired: () => badRequest('A note needs a name', 'NOTE_NAME_REQUIRED'),
  collectionNameRequired: () => badRequest('A notes collection needs a name', 'NOTES_COLLECTION_NAME_REQUIRED'),
  contextNameRequired: () => badRequest('A note context needs a name', 'NOTE_CONTEXT_NAME_REQUIRED'),
  questionTextRequired: () => badRequest('Every question needs a text', 'QUESTION_TEXT_REQUIRED'),
  contextNameTaken: () => conflict('You already have a note context with that name', 'NOTE_CONTEXT_NAME_TAKEN'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  oneQueryAtATime: () =>
    badRequest('Send one of noteId, notesCollectionId (with pageNumber), withoutCollection, effectiveDate or search (with notesCollectionId)', 'ONE_QUERY_AT_A_TIME'),
  searchTooShort: () => badRequest('Search for at least one word', 'SEARCH_TOO_SHORT'),
  tooManyCollections: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} notes collections, the most one account keeps: delete some before adding more`, 'TOO_MANY_NOTES_COLLECTIONS'),
  tooManyContexts: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} note contexts, the most one account keeps: delete some before adding more`, 'TOO_MANY_NOTE_CONTEXTS'),
} satisfies Record<string, (...args: never[]) => ApiError>;

const typeWords: Record<string, string> = {
  text: 'text',
  number: 'a number',
  scale: 'a whole number from 1 to 10',
  yesNo: 'true or false',
};
