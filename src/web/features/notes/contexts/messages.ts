import { defineMessages } from 'react-intl';

/** /note-contexts: every context with its entry count; add, edit and delete them. */
export const contextsMessages = defineMessages({
  lead: {
    id: 'notes.contexts.lead',
    defaultMessage: 'A context ties entries across your notes together: a person, a place, a project. Give an entry its contexts on the note page, then open a context to read all its entries in one place.',
  },
  backToCollections: { id: 'notes.contexts.backToCollections', defaultMessage: 'Notes collections' },
  addHeading: { id: 'notes.contexts.addHeading', defaultMessage: 'Add a context' },
  name: { id: 'notes.contexts.name', defaultMessage: 'Context name' },
  description: { id: 'notes.contexts.description', defaultMessage: 'Description (optional)' },
  add: { id: 'notes.contexts.add', defaultMessage: 'Add context' },
  listHeading: { id: 'notes.contexts.listHeading', defaultMessage: 'Your contexts' },
  empty: { id: 'notes.contexts.empty', defaultMessage: 'No contexts yet. Add one above, such as a person you write about, then give it to entries on a note page.' },
  loading: { id: 'notes.contexts.loading', defaultMessage: 'Loading contexts…' },
  loadFailed: { id: 'notes.contexts.loadFailed', defaultMessage: 'Could not get your contexts' },
  edit: { id: 'notes.contexts.edit', defaultMessage: 'Edit' },
  delete: { id: 'notes.contexts.delete', defaultMessage: 'Delete' },
  save: { id: 'notes.contexts.save', defaultMessage: 'Save' },
  cancel: { id: 'notes.contexts.cancel', defaultMessage: 'Cancel' },
  nameRequired: { id: 'notes.contexts.nameRequired', defaultMessage: 'Enter a name' },
});

/** The list's texts that name what they are about (typed, so formatMessage insists on the values). */
export const contextsValueMessages = defineMessages<{
  entryCount: { count: number };
  editNamed: { name: string };
  deleteNamed: { name: string };
  newName: { name: string };
  descriptionOf: { name: string };
  confirmDelete: { name: string; count: number };
  confirmDeleteUnused: { name: string };
  confirmDeleteLabel: { name: string };
}>({
  entryCount: { id: 'notes.contexts.entryCount', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  editNamed: { id: 'notes.contexts.editNamed', defaultMessage: 'Edit {name}' },
  deleteNamed: { id: 'notes.contexts.deleteNamed', defaultMessage: 'Delete {name}' },
  newName: { id: 'notes.contexts.newName', defaultMessage: 'Name of {name}' },
  descriptionOf: { id: 'notes.contexts.descriptionOf', defaultMessage: 'Description of {name}' },
  confirmDelete: {
    id: 'notes.contexts.confirmDelete',
    defaultMessage:
      'Delete the context {name}? {count, plural, one {# entry has it; it keeps its text and only loses the context.} other {# entries have it; they keep their text and only lose the context.}}',
  },
  confirmDeleteUnused: { id: 'notes.contexts.confirmDeleteUnused', defaultMessage: 'Delete the context {name}? No entry has it.' },
  confirmDeleteLabel: { id: 'notes.contexts.confirmDeleteLabel', defaultMessage: 'Yes, delete {name}' },
});

/** /note-context/:contextId: one context and its entries across every note. */
export const contextMessages = defineMessages({
  allContexts: { id: 'notes.context.allContexts', defaultMessage: 'All contexts' },
  loading: { id: 'notes.context.loading', defaultMessage: 'Loading the context…' },
  loadFailed: { id: 'notes.context.loadFailed', defaultMessage: 'Could not get the context' },
  notFoundHeading: { id: 'notes.context.notFoundHeading', defaultMessage: 'Context not found' },
  notFoundBody: { id: 'notes.context.notFoundBody', defaultMessage: 'This context does not exist. It may have been deleted; its entries kept their text.' },
  entries: { id: 'notes.context.entries', defaultMessage: 'Entries, newest first' },
  empty: { id: 'notes.context.empty', defaultMessage: 'No entries have this context yet. Add it to an entry on a note page.' },
});

export const contextValueMessages = defineMessages<{
  entryCount: { count: number };
  entriesOf: { note: string };
}>({
  entryCount: { id: 'notes.context.entryCount', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  entriesOf: { id: 'notes.context.entriesOf', defaultMessage: 'Entries of {note}' },
});
