import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useApi } from '../../../api/useApi';
import { localIsoDate } from '../../../router/localDate';
import { collectionNotesQuery, notesCollectionQuery, useCreateNote } from '../queries';
import { NoteSearch } from '../search/NoteSearch';
import { CollectionScreen } from './CollectionScreen';
import { CollectionsSidebar } from './CollectionsSidebar';
import { findableCollection, loadable } from '../loadable';
import type { PageSearch } from './pageSearch';

/**
 * /notes-collection/:id on the collection (fresh for 1 s, spec §5, so the loader's read serves the
 * screen) and the page of its notes in `?page=`. A new note opens at once ('Added note').
 */
export function CollectionRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const { page = 1 } = useSearch({ strict: false }) as PageSearch;
  const api = useApi();
  const collection = useQuery(notesCollectionQuery(api, id));
  const notes = useQuery(collectionNotesQuery(api, id, page));
  const create = useCreateNote();
  const navigate = useNavigate();

  return (
    <>
      <CollectionScreen
        collection={findableCollection(collection)}
        notes={loadable(notes)}
        page={page}
        today={localIsoDate()}
        isCreating={create.isPending}
        onCreateNote={async (values) => {
          const made = await create.mutateAsync({ body: { ...values, notesCollectionId: id } });
          await navigate({ to: '/note/$id', params: { id: made.data._id } });
        }}
        onRetry={() => {
          void collection.refetch();
          if (notes.isError) void notes.refetch();
        }}
        onRetryNotes={() => void notes.refetch()}
        search={<NoteSearch notesCollectionId={id} />}
      />
      <CollectionsSidebar />
    </>
  );
}
