import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The notes' refusals (contract/notes.yaml NotesErrorCode), in the client's words.
 * api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with the
 * signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
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
  TOO_MANY_NOTES_COLLECTIONS: { id: 'api.areaErrors.tooManyNotesCollections', defaultMessage: 'You have 500 notes collections, the most one account keeps: delete some before adding more' },
  TOO_MANY_NOTE_CONTEXTS: { id: 'api.areaErrors.tooManyNoteContexts', defaultMessage: 'You have 500 contexts, the most one account keeps: delete some before adding more' },
  NOTE_IMPORT_TOO_LARGE: { id: 'api.areaErrors.noteImportTooLarge', defaultMessage: 'The zip is larger than 10 MiB: import it in parts, folder by folder' },
  NOTE_IMPORT_TOO_MANY_FILES: { id: 'api.areaErrors.noteImportTooManyFiles', defaultMessage: 'The zip holds more than 5,000 files: import it in parts' },
  NOTE_IMPORT_FILE_TOO_LARGE: { id: 'api.areaErrors.noteImportFileTooLarge', defaultMessage: 'A Markdown file in the zip unpacks to more than 1 MiB, more than a note holds: leave it out or split it' },
  NOTE_IMPORT_UNPACKS_TOO_LARGE: { id: 'api.areaErrors.noteImportUnpacksTooLarge', defaultMessage: 'The notes unpack to more than 50 MiB: import them in parts' },
  NOTE_IMPORT_UNSAFE_PATH: { id: 'api.areaErrors.noteImportUnsafePath', defaultMessage: 'The zip holds a file outside its own folders, so it cannot be imported' },
  NOTE_IMPORT_NOT_A_ZIP: { id: 'api.areaErrors.noteImportNotAZip', defaultMessage: 'That file is not a zip: choose a .zip export, or a folder' },
  NOTE_IMPORT_UNREADABLE: { id: 'api.areaErrors.noteImportUnreadable', defaultMessage: 'The zip is damaged and cannot be read: export it again' },
  NOTE_IMPORT_EMPTY: { id: 'api.areaErrors.noteImportEmpty', defaultMessage: 'There is no Markdown note to import in these files' },
}) satisfies Partial<Record<Schemas['NotesErrorCode'], MessageDescriptor>>;
