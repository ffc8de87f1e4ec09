import { defineMessages } from 'react-intl';

/** The notes search (GET /note?search=) on the collections' pages. */
export const searchMessages = defineMessages({
  label: { id: 'notes.search.label', defaultMessage: 'Search notes' },
  labelInCollection: { id: 'notes.search.labelInCollection', defaultMessage: 'Search this collection' },
  hint: { id: 'notes.search.hint', defaultMessage: 'Finds notes by their title, answers and entries.' },
  needsWord: { id: 'notes.search.needsWord', defaultMessage: 'Type a letter or a digit to search.' },
  searching: { id: 'notes.search.searching', defaultMessage: 'Searching…' },
  noMatch: { id: 'notes.search.noMatch', defaultMessage: 'No notes match' },
  failed: { id: 'notes.search.failed', defaultMessage: 'Could not search the notes' },
  retry: { id: 'notes.search.retry', defaultMessage: 'Try again' },
  results: { id: 'notes.search.results', defaultMessage: 'Search results' },
});

export const searchValueMessages = defineMessages<{
  found: { count: number };
  capped: { count: number };
}>({
  found: { id: 'notes.search.found', defaultMessage: '{count, plural, one {# note found} other {# notes found}}' },
  capped: { id: 'notes.search.capped', defaultMessage: 'The {count} best matches. Add a word to narrow them down.' },
});
