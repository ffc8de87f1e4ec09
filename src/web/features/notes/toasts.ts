import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/** Spec §8's notes toasts, shown by the query cache for the calls in queries.ts. */
export const notesToasts = defineMessages({
  collectionFetchFailed: { id: 'notes.toasts.collectionFetchFailed', defaultMessage: 'Failed to fetch notes collection.' },
  collectionUpdateFailed: { id: 'notes.toasts.collectionUpdateFailed', defaultMessage: 'Failed to update notes collection.' },
  collectionDeleteFailed: { id: 'notes.toasts.collectionDeleteFailed', defaultMessage: 'Failed to delete notes collection.' },
  collectionAdded: { id: 'notes.toasts.collectionAdded', defaultMessage: 'Added notes collection' },
  collectionAddFailed: { id: 'notes.toasts.collectionAddFailed', defaultMessage: 'Could not add the notes collection' },
  collectionUpdated: { id: 'notes.toasts.collectionUpdated', defaultMessage: 'Updated notes collection' },
  collectionDeleted: { id: 'notes.toasts.collectionDeleted', defaultMessage: 'Deleted notes collection' },
  noteAdded: { id: 'notes.toasts.noteAdded', defaultMessage: 'Added note' },
  noteAddFailed: { id: 'notes.toasts.noteAddFailed', defaultMessage: 'Could not add the note' },
  noteUpdated: { id: 'notes.toasts.noteUpdated', defaultMessage: 'Updated note' },
  noteUpdateFailed: { id: 'notes.toasts.noteUpdateFailed', defaultMessage: 'Could not update the note' },
  noteDeleted: { id: 'notes.toasts.noteDeleted', defaultMessage: 'Deleted note' },
  noteDeleteFailed: { id: 'notes.toasts.noteDeleteFailed', defaultMessage: 'Could not delete the note' },
  notesFetchFailed: { id: 'notes.toasts.notesFetchFailed', defaultMessage: 'Could not get the notes' },
  contextAdded: { id: 'notes.toasts.contextAdded', defaultMessage: 'Added context' },
  contextAddFailed: { id: 'notes.toasts.contextAddFailed', defaultMessage: 'Could not add the context' },
  contextUpdated: { id: 'notes.toasts.contextUpdated', defaultMessage: 'Updated context' },
  contextUpdateFailed: { id: 'notes.toasts.contextUpdateFailed', defaultMessage: 'Could not update the context' },
  contextDeleted: { id: 'notes.toasts.contextDeleted', defaultMessage: 'Deleted context' },
  contextDeleteFailed: { id: 'notes.toasts.contextDeleteFailed', defaultMessage: 'Could not delete the context' },
  journalFailed: { id: 'notes.toasts.journalFailed', defaultMessage: "Could not open the journal's note" },
});
