import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/useApi';
import { noteSearchQuery, notesCollectionsQuery } from '../queries';
import { hasWord, searchTerm } from './highlight';
import { searchMessages as m } from './messages';
import { NoteSearchView, type SearchState } from './NoteSearchView';
import { useDebouncedValue } from './useDebouncedValue';

/** Search notes by their words (GET /note?search=): as you type, a pause after the last key. */
export interface NoteSearchProps {
  /** Search within this collection only; every note when absent. */
  notesCollectionId?: string;
}

/** How long typing must pause before a search goes out. */
const pause = 250;

/**
 * The notes search: one request per pause in typing (none for words without a letter or digit),
 * the previous hits kept in sight while the next load, and the search kept in the component (the
 * pages that show it own their URLs).
 */
export function NoteSearch({ notesCollectionId }: NoteSearchProps) {
  const intl = useIntl();
  const api = useApi();
  const [value, setValue] = useState('');
  // When the field was last emptied: hits from before then belong to another search and are not kept.
  const [emptiedAt, setEmptiedAt] = useState(0);
  const term = searchTerm(value);
  const [settled, settleNow] = useDebouncedValue(term, pause);
  const searchable = hasWord(term) && hasWord(settled);
  const search = useQuery({
    ...noteSearchQuery(api, settled, notesCollectionId),
    enabled: searchable,
    // TanStack Query's keepPreviousData, unless the field was emptied since those hits came.
    placeholderData: (previous, previousQuery) => (previousQuery && previousQuery.state.dataUpdatedAt > emptiedAt ? previous : undefined),
  });
  // Where each hit is: the collections the page has already fetched, never a fetch of their own.
  const collections = useQuery({ ...notesCollectionsQuery(api), enabled: false });
  const collectionNames = notesCollectionId ? undefined : new Map(collections.data?.map((collection) => [collection._id, collection.name]));

  const state: SearchState = !term
    ? { status: 'idle' }
    : !hasWord(term)
      ? { status: 'needsWord' }
      : !searchable
        ? { status: 'idle' }
        : search.isError
          ? { status: 'error' }
          : search.data
            ? { status: 'ready', hits: search.data, isStale: search.isPlaceholderData }
            : { status: 'loading' };

  return (
    <NoteSearchView
      label={intl.formatMessage(notesCollectionId ? m.labelInCollection : m.label)}
      value={value}
      onChange={(next) => {
        setValue(next);
        if (!searchTerm(next)) setEmptiedAt(Date.now());
      }}
      onSearchNow={() => settleNow(term)}
      onClear={() => {
        setValue('');
        settleNow('');
        setEmptiedAt(Date.now());
      }}
      onRetry={() => void search.refetch()}
      state={state}
      collectionNames={collectionNames}
    />
  );
}
