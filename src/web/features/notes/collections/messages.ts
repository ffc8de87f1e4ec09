import { defineMessages } from 'react-intl';
import type { NotReadyMessages } from '../../../components/status/NotReady';

/** Texts every collection screen shares: loading, failures, the sidebar's list. */
export const commonMessages = defineMessages({
  sidebarLabel: { id: 'notes.collections.common.sidebarLabel', defaultMessage: 'Notes collections' },
  sidebarEmpty: { id: 'notes.collections.common.sidebarEmpty', defaultMessage: 'No collections yet' },
  sidebarLoading: { id: 'notes.collections.common.sidebarLoading', defaultMessage: 'Loading…' },
  cancel: { id: 'notes.collections.common.cancel', defaultMessage: 'Cancel' },
  notFoundHeading: { id: 'notes.collections.common.notFoundHeading', defaultMessage: 'Notes collection not found' },
  notFoundBody: { id: 'notes.collections.common.notFoundBody', defaultMessage: 'There is no notes collection at this address. It may have been deleted.' },
  toCollections: { id: 'notes.collections.common.toCollections', defaultMessage: 'Go to your notes collections' },
  loadingCollection: { id: 'notes.collections.common.loadingCollection', defaultMessage: 'Getting the notes collection…' },
  collectionLoadFailed: { id: 'notes.collections.common.collectionLoadFailed', defaultMessage: 'This notes collection could not be fetched.' },
});

/** A collection's page before its collection is there (components/status/NotReady). */
export const collectionNotReady: NotReadyMessages = { loading: commonMessages.loadingCollection, loadFailed: commonMessages.collectionLoadFailed, notFoundHeading: commonMessages.notFoundHeading, notFoundBody: commonMessages.notFoundBody, back: commonMessages.toCollections };

/** /notes-collections. */
export const listMessages = defineMessages({
  collectionsHeading: { id: 'notes.collections.list.collectionsHeading', defaultMessage: 'Collections' },
  newCollection: { id: 'notes.collections.list.newCollection', defaultMessage: 'New collection' },
  add: { id: 'notes.collections.list.add', defaultMessage: 'Add collection' },
  nameRequired: { id: 'notes.collections.list.nameRequired', defaultMessage: 'Give the collection a name' },
  loading: { id: 'notes.collections.list.loading', defaultMessage: 'Getting your notes collections…' },
  loadFailed: { id: 'notes.collections.list.loadFailed', defaultMessage: 'Your notes collections could not be fetched.' },
  emptyHeading: { id: 'notes.collections.list.emptyHeading', defaultMessage: 'Start your first collection' },
  emptyBody: {
    id: 'notes.collections.list.emptyBody',
    defaultMessage:
      'A notes collection keeps notes of one kind together and can ask each of them the same questions: a journal that asks “How did you sleep?” and “Mood 1–10” every day, a reading log, meeting notes. Name it here; then add its questions.',
  },
  journal: { id: 'notes.collections.list.journal', defaultMessage: 'Journal' },
  edit: { id: 'notes.collections.list.edit', defaultMessage: 'Edit' },
  contextsLink: { id: 'notes.collections.list.contextsLink', defaultMessage: 'Contexts' },
  contextsHint: { id: 'notes.collections.list.contextsHint', defaultMessage: 'The people, places and projects that tie entries together across notes.' },
  outsideHeading: { id: 'notes.collections.list.outsideHeading', defaultMessage: 'Notes outside any collection' },
  outsideLead: { id: 'notes.collections.list.outsideLead', defaultMessage: 'Notes kept when their collection was deleted.' },
  outsideLoadFailed: { id: 'notes.collections.list.outsideLoadFailed', defaultMessage: 'The notes outside any collection could not be fetched.' },
});

export const listValueMessages = defineMessages<{
  editNamed: { name: string };
}>({
  editNamed: { id: 'notes.collections.list.editNamed', defaultMessage: 'Edit {name}' },
});

/** A list of notes (a collection's, the ones outside any) and its pager. */
export const noteListMessages = defineMessages({
  yes: { id: 'notes.collections.notes.yes', defaultMessage: 'Yes' },
  no: { id: 'notes.collections.notes.no', defaultMessage: 'No' },
  answers: { id: 'notes.collections.notes.answers', defaultMessage: 'Answers' },
  pages: { id: 'notes.collections.notes.pages', defaultMessage: 'Pages' },
  previous: { id: 'notes.collections.notes.previous', defaultMessage: 'Previous page' },
  next: { id: 'notes.collections.notes.next', defaultMessage: 'Next page' },
  loading: { id: 'notes.collections.notes.loading', defaultMessage: 'Getting the notes…' },
  loadFailed: { id: 'notes.collections.notes.loadFailed', defaultMessage: 'The notes could not be fetched.' },
});

export const noteListValueMessages = defineMessages<{
  noteCount: { count: number };
  entryCount: { count: number };
  scale: { value: string };
  pageOf: { page: number; total: number };
  beyondEnd: { page: number; total: number };
  toLastPage: { total: number };
}>({
  noteCount: { id: 'notes.collections.notes.noteCount', defaultMessage: '{count, plural, one {# note} other {# notes}}' },
  entryCount: { id: 'notes.collections.notes.entryCount', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  scale: { id: 'notes.collections.notes.scale', defaultMessage: '{value}/10' },
  pageOf: { id: 'notes.collections.notes.pageOf', defaultMessage: 'Page {page} of {total}' },
  beyondEnd: { id: 'notes.collections.notes.beyondEnd', defaultMessage: 'There is no page {page}: the last one is page {total}.' },
  toLastPage: { id: 'notes.collections.notes.toLastPage', defaultMessage: 'Go to page {total}' },
});

/** /notes-collection/:id. */
export const collectionMessages = defineMessages({
  editLink: { id: 'notes.collections.collection.editLink', defaultMessage: 'Edit collection' },
  newNote: { id: 'notes.collections.collection.newNote', defaultMessage: 'New note' },
  notesHeading: { id: 'notes.collections.collection.notesHeading', defaultMessage: 'Notes' },
  empty: { id: 'notes.collections.collection.empty', defaultMessage: 'No notes here yet. Add the first one with the form above.' },
  noQuestions: { id: 'notes.collections.collection.noQuestions', defaultMessage: 'This collection asks no questions yet; add some under Edit collection.' },
});

export const collectionValueMessages = defineMessages<{
  asks: { questions: string };
}>({
  asks: { id: 'notes.collections.collection.asks', defaultMessage: 'Each note answers: {questions}' },
});

/** The new-note form on a collection's page. */
export const newNoteMessages = defineMessages({
  heading: { id: 'notes.collections.newNote.heading', defaultMessage: 'New note' },
  title: { id: 'notes.collections.newNote.title', defaultMessage: 'Title' },
  firstTitle: { id: 'notes.collections.newNote.firstTitle', defaultMessage: 'First part of the title' },
  secondTitle: { id: 'notes.collections.newNote.secondTitle', defaultMessage: 'Second part of the title' },
  swedishTitle: { id: 'notes.collections.newNote.swedishTitle', defaultMessage: 'Swedish title' },
  date: { id: 'notes.collections.newNote.date', defaultMessage: 'Date' },
  dateHint: { id: 'notes.collections.newNote.dateHint', defaultMessage: 'The day the note is about; the list is ordered by it.' },
  submit: { id: 'notes.collections.newNote.submit', defaultMessage: 'Add note' },
  titleRequired: { id: 'notes.collections.newNote.titleRequired', defaultMessage: 'Give the note a title' },
  dateRequired: { id: 'notes.collections.newNote.dateRequired', defaultMessage: 'Choose a date' },
});

export const newNoteValueMessages = defineMessages<{
  shownAs: { title: string };
}>({
  shownAs: { id: 'notes.collections.newNote.shownAs', defaultMessage: 'Shown as “{title}”.' },
});

/** /notes-collection/:id/edit. */
export const editMessages = defineMessages({
  name: { id: 'notes.collections.edit.name', defaultMessage: 'Name' },
  nameRequired: { id: 'notes.collections.edit.nameRequired', defaultMessage: 'Give the collection a name' },
  questionsHeading: { id: 'notes.collections.edit.questionsHeading', defaultMessage: 'Questions' },
  questionsLead: { id: 'notes.collections.edit.questionsLead', defaultMessage: 'Every note of this collection answers these, in this order.' },
  noQuestions: { id: 'notes.collections.edit.noQuestions', defaultMessage: 'No questions yet. A journal might ask “How did you sleep?” or “Mood”.' },
  questionText: { id: 'notes.collections.edit.questionText', defaultMessage: 'Question text' },
  questionRequired: { id: 'notes.collections.edit.questionRequired', defaultMessage: 'Write the question, or remove it' },
  type: { id: 'notes.collections.edit.type', defaultMessage: 'Answer type' },
  typeText: { id: 'notes.collections.edit.typeText', defaultMessage: 'Text' },
  typeNumber: { id: 'notes.collections.edit.typeNumber', defaultMessage: 'Number' },
  typeScale: { id: 'notes.collections.edit.typeScale', defaultMessage: 'Scale 1–10' },
  typeYesNo: { id: 'notes.collections.edit.typeYesNo', defaultMessage: 'Yes/No' },
  showInList: { id: 'notes.collections.edit.showInList', defaultMessage: 'Show in the notes list' },
  moveUp: { id: 'notes.collections.edit.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'notes.collections.edit.moveDown', defaultMessage: 'Move down' },
  remove: { id: 'notes.collections.edit.remove', defaultMessage: 'Remove' },
  addQuestion: { id: 'notes.collections.edit.addQuestion', defaultMessage: 'Add question' },
  undoRemove: { id: 'notes.collections.edit.undoRemove', defaultMessage: 'Undo' },
  optionsHeading: { id: 'notes.collections.edit.optionsHeading', defaultMessage: 'Options' },
  displayInList: { id: 'notes.collections.edit.displayInList', defaultMessage: 'Show answers in the notes list' },
  displayInListHint: {
    id: 'notes.collections.edit.displayInListHint',
    defaultMessage: 'The answers to the questions marked “Show in the notes list” appear beside each note in the list.',
  },
  labelAfter: { id: 'notes.collections.edit.labelAfter', defaultMessage: 'Put the question after the answer' },
  labelAfterHint: { id: 'notes.collections.edit.labelAfterHint', defaultMessage: 'In the list, “7 Mood” instead of “Mood 7”.' },
  promptSwedish: { id: 'notes.collections.edit.promptSwedish', defaultMessage: 'Ask for a Swedish title' },
  promptSwedishHint: { id: 'notes.collections.edit.promptSwedishHint', defaultMessage: 'A new note asks for its title in Swedish too.' },
  splitTitle: { id: 'notes.collections.edit.splitTitle', defaultMessage: 'Split the note title in two' },
  splitTitleHint: { id: 'notes.collections.edit.splitTitleHint', defaultMessage: 'A note has two title fields, shown as “first — second”.' },
  retro: { id: 'notes.collections.edit.retro', defaultMessage: 'Apply the question changes to existing notes too' },
  retroHint: {
    id: 'notes.collections.edit.retroHint',
    defaultMessage: 'New questions appear empty on older notes; removed ones are archived there, not lost. Unticked, only new notes get the changes.',
  },
  save: { id: 'notes.collections.edit.save', defaultMessage: 'Save' },
  discard: { id: 'notes.collections.edit.discard', defaultMessage: 'Discard changes' },
  unsaved: { id: 'notes.collections.edit.unsaved', defaultMessage: 'Unsaved changes' },
  nothingChanged: { id: 'notes.collections.edit.nothingChanged', defaultMessage: 'Nothing has changed.' },
  fixErrors: { id: 'notes.collections.edit.fixErrors', defaultMessage: 'Some fields need attention before saving.' },
  leaveQuestion: { id: 'notes.collections.edit.leaveQuestion', defaultMessage: 'You have unsaved changes. Leave without saving them?' },
  leave: { id: 'notes.collections.edit.leave', defaultMessage: 'Leave without saving' },
  stay: { id: 'notes.collections.edit.stay', defaultMessage: 'Stay' },
  journalHeading: { id: 'notes.collections.edit.journalHeading', defaultMessage: 'Journal' },
  useAsJournal: { id: 'notes.collections.edit.useAsJournal', defaultMessage: 'Use as journal' },
  journalHint: {
    id: 'notes.collections.edit.journalHint',
    defaultMessage: 'The dashboard opens your journal’s note for the day, or makes it: one note per date. Saved at once.',
  },
  deleteHeading: { id: 'notes.collections.edit.deleteHeading', defaultMessage: 'Delete' },
  deleteCollection: { id: 'notes.collections.edit.deleteCollection', defaultMessage: 'Delete collection' },
  deleteEmptyBody: { id: 'notes.collections.edit.deleteEmptyBody', defaultMessage: 'It holds no notes.' },
  deleteOnly: { id: 'notes.collections.edit.deleteOnly', defaultMessage: 'Delete the collection' },
  deleteKeep: { id: 'notes.collections.edit.deleteKeep', defaultMessage: 'Delete the collection, keep its notes' },
});

export const editValueMessages = defineMessages<{
  heading: { name: string };
  backTo: { name: string };
  question: { number: number };
  moved: { question: string; place: number; count: number };
  removed: { question: string };
  journalElsewhere: { name: string };
  deleteQuestion: { name: string };
  deleteWithNotesBody: { count: number };
  deleteAll: { count: number };
}>({
  heading: { id: 'notes.collections.edit.heading', defaultMessage: 'Edit {name}' },
  backTo: { id: 'notes.collections.edit.backTo', defaultMessage: 'Back to {name}' },
  question: { id: 'notes.collections.edit.question', defaultMessage: 'Question {number}' },
  moved: { id: 'notes.collections.edit.moved', defaultMessage: '{question} moved to place {place} of {count}.' },
  removed: { id: 'notes.collections.edit.removed', defaultMessage: 'Removed {question}.' },
  journalElsewhere: { id: 'notes.collections.edit.journalElsewhere', defaultMessage: 'Your journal is {name} now; ticking this makes this collection the journal instead.' },
  deleteQuestion: { id: 'notes.collections.edit.deleteQuestion', defaultMessage: 'Delete {name}?' },
  deleteWithNotesBody: {
    id: 'notes.collections.edit.deleteWithNotesBody',
    defaultMessage:
      'It holds {count, plural, one {# note} other {# notes}}. Notes deleted with it cannot be brought back; kept notes move to “Notes outside any collection” on the Notes page.',
  },
  deleteAll: { id: 'notes.collections.edit.deleteAll', defaultMessage: 'Delete the collection and its {count, plural, one {# note} other {# notes}}' },
});

/** Toasts of the journal choice (the collection's own toasts are spec §8's, in ../messages.ts). */
export const collectionToasts = defineMessages({
  journalSaved: { id: 'notes.collections.toasts.journalSaved', defaultMessage: 'Journal choice saved' },
});
