import { defineMessages, type MessageTag } from 'react-intl';

/** The texts of /note/:id. */
export const noteMessages = defineMessages({
  loading: { id: 'notes.note.loading', defaultMessage: 'Loading the note…' },
  notFoundHeading: { id: 'notes.note.notFoundHeading', defaultMessage: 'Note not found' },
  notFoundBody: { id: 'notes.note.notFoundBody', defaultMessage: 'This note does not exist, or it has been deleted.' },
  allCollections: { id: 'notes.note.allCollections', defaultMessage: 'All notes collections' },
  loadFailedHeading: { id: 'notes.note.loadFailedHeading', defaultMessage: 'Could not load the note' },
  loadFailedBody: { id: 'notes.note.loadFailedBody', defaultMessage: 'Check your connection and try again.' },
  tryAgain: { id: 'notes.note.tryAgain', defaultMessage: 'Try again' },

  untitled: { id: 'notes.note.untitled', defaultMessage: 'Untitled note' },
  titleLabel: { id: 'notes.note.titleLabel', defaultMessage: 'Title' },
  secondTitleLabel: { id: 'notes.note.secondTitleLabel', defaultMessage: 'Second title' },
  titleRequired: { id: 'notes.note.titleRequired', defaultMessage: 'Give the note a title. Until you do, the old title is kept.' },
  collectionFallback: { id: 'notes.note.collectionFallback', defaultMessage: 'its collection' },
  noCollection: { id: 'notes.note.noCollection', defaultMessage: 'Kept outside any collection' },

  saving: { id: 'notes.note.saving', defaultMessage: 'Saving…' },
  saved: { id: 'notes.note.saved', defaultMessage: 'Saved' },
  notSaved: { id: 'notes.note.notSaved', defaultMessage: 'Not saved yet – retrying' },
  saveFailed: { id: 'notes.note.saveFailed', defaultMessage: 'Could not save the note. Your changes are kept on this device.' },
  retrySave: { id: 'notes.note.retrySave', defaultMessage: 'Try again' },
  /** What the outbox list calls a save of the note that waits to be sent. */
  outboxSaved: { id: 'notes.outbox.saved', defaultMessage: 'Save the note “{name}”' },
  restored: { id: 'notes.note.restored', defaultMessage: 'Restored changes you had not saved yet.' },
  dismiss: { id: 'notes.note.dismiss', defaultMessage: 'Dismiss' },

  answers: { id: 'notes.note.answers', defaultMessage: 'Answers' },
  clearAnswer: { id: 'notes.note.clearAnswer', defaultMessage: 'Clear' },
  yes: { id: 'notes.note.yes', defaultMessage: 'Yes' },
  no: { id: 'notes.note.no', defaultMessage: 'No' },
  notANumber: { id: 'notes.note.notANumber', defaultMessage: 'Enter a number, or leave it empty' },
  unanswered: { id: 'notes.note.unanswered', defaultMessage: 'Not answered' },
  scaleHint: { id: 'notes.note.scaleHint', defaultMessage: '1 to 10' },
  archivedHint: { id: 'notes.note.archivedHint', defaultMessage: 'Answers to questions since removed or changed in the collection, kept here.' },

  entries: { id: 'notes.note.entries', defaultMessage: 'Entries' },
  noEntries: { id: 'notes.note.noEntries', defaultMessage: 'No entries yet. Add one to start writing.' },
  addEntry: { id: 'notes.note.addEntry', defaultMessage: 'Add entry' },
  entryHint: { id: 'notes.note.entryHint', defaultMessage: 'Markdown: **bold**, _italic_, lists, tables, `code` and links.' },
  emptyEntry: { id: 'notes.note.emptyEntry', defaultMessage: 'Empty entry' },
  edit: { id: 'notes.note.edit', defaultMessage: 'Edit' },
  done: { id: 'notes.note.done', defaultMessage: 'Done' },
  remove: { id: 'notes.note.remove', defaultMessage: 'Remove' },
  entryRemoved: { id: 'notes.note.entryRemoved', defaultMessage: 'Entry removed.' },
  undo: { id: 'notes.note.undo', defaultMessage: 'Undo' },

  contexts: { id: 'notes.note.contexts', defaultMessage: 'Contexts' },
  noContexts: { id: 'notes.note.noContexts', defaultMessage: 'No contexts yet. Add one by name below.' },
  contextsLoading: { id: 'notes.note.contextsLoading', defaultMessage: 'Loading the contexts…' },
  contextsLoadFailed: { id: 'notes.note.contextsLoadFailed', defaultMessage: 'Could not load the contexts.' },
  newContext: { id: 'notes.note.newContext', defaultMessage: 'New context' },
  addContext: { id: 'notes.note.addContext', defaultMessage: 'Add context' },
  contextAddFailed: { id: 'notes.note.contextAddFailed', defaultMessage: 'Could not add the context' },

  details: { id: 'notes.note.details', defaultMessage: 'Date and collection' },
  dateLabel: { id: 'notes.note.dateLabel', defaultMessage: 'Date' },
  collectionLabel: { id: 'notes.note.collectionLabel', defaultMessage: 'Collection' },
  noCollectionOption: { id: 'notes.note.noCollectionOption', defaultMessage: 'No collection' },
  saveDetails: { id: 'notes.note.saveDetails', defaultMessage: 'Save date and collection' },
  invalidDate: { id: 'notes.note.invalidDate', defaultMessage: 'Choose a date' },
  deleteNote: { id: 'notes.note.deleteNote', defaultMessage: 'Delete note' },
  confirmYes: { id: 'notes.note.confirmYes', defaultMessage: 'Yes, delete it' },
  cancel: { id: 'notes.note.cancel', defaultMessage: 'Cancel' },

  sidebarLoading: { id: 'notes.note.sidebarLoading', defaultMessage: 'Loading…' },
});

/** The texts that name what they are about (typed, so formatMessage insists on the values). */
export const noteValueMessages = defineMessages<{
  inCollection: { collection: string; link: MessageTag };
  clearAnswerOf: { question: string };
  archivedAnswers: { count: number };
  entryLabel: { number: number };
  entryText: { number: number };
  editEntry: { number: number };
  doneEntry: { number: number };
  moveUp: { number: number };
  moveDown: { number: number };
  removeEntry: { number: number };
  contextsOf: { number: number };
  chosenContexts: { number: number };
  removeContext: { context: string; number: number };
  confirmDelete: { name: string };
  sidebarHeading: { collection: string };
}>({
  inCollection: { id: 'notes.note.inCollection', defaultMessage: 'In <link>{collection}</link>' },
  clearAnswerOf: { id: 'notes.note.clearAnswerOf', defaultMessage: 'Clear the answer to {question}' },
  archivedAnswers: { id: 'notes.note.archivedAnswers', defaultMessage: 'Archived answers ({count})' },
  entryLabel: { id: 'notes.note.entryLabel', defaultMessage: 'Entry {number}' },
  entryText: { id: 'notes.note.entryText', defaultMessage: 'Text of entry {number}' },
  editEntry: { id: 'notes.note.editEntry', defaultMessage: 'Edit entry {number}' },
  doneEntry: { id: 'notes.note.doneEntry', defaultMessage: 'Done editing entry {number}' },
  moveUp: { id: 'notes.note.moveUp', defaultMessage: 'Move entry {number} up' },
  moveDown: { id: 'notes.note.moveDown', defaultMessage: 'Move entry {number} down' },
  removeEntry: { id: 'notes.note.removeEntry', defaultMessage: 'Remove entry {number}' },
  contextsOf: { id: 'notes.note.contextsOf', defaultMessage: 'Contexts of entry {number}' },
  chosenContexts: { id: 'notes.note.chosenContexts', defaultMessage: 'Chosen contexts of entry {number}' },
  removeContext: { id: 'notes.note.removeContext', defaultMessage: 'Remove {context} from entry {number}' },
  confirmDelete: { id: 'notes.note.confirmDelete', defaultMessage: 'Delete “{name}”? Its answers and entries are deleted with it.' },
  sidebarHeading: { id: 'notes.note.sidebarHeading', defaultMessage: 'Notes in {collection}' },
});
