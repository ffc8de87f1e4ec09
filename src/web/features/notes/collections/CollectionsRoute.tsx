import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useApi } from '../../../api/useApi';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { notesCollectionsQuery, notesWithoutCollectionQuery, useCreateNotesCollection } from '../queries';
import { NoteSearch } from '../search/NoteSearch';
import { byCreation, CollectionsSidebar } from './CollectionsSidebar';
import { CollectionsScreen } from './CollectionsScreen';
import { loadable } from '../loadable';
import type { PageSearch } from './pageSearch';

/**
 * /notes-collections on the collections and the notes outside any collection (both loaded with
 * the route). A new collection opens on its edit page: its questions and options are what a user
 * sets up next.
 */
export function CollectionsRoute() {
  const api = useApi();
  const { page = 1 } = useSearch({ strict: false }) as PageSearch;
  const collections = useQuery({ ...notesCollectionsQuery(api), select: (body) => byCreation(notesCollectionsQuery(api).select!(body)) });
  const outside = useQuery(notesWithoutCollectionQuery(api, page));
  const create = useCreateNotesCollection();
  const navigate = useNavigate();
  const journalId = useCurrentUser()?.preferences.journalGroup;

  return (
    <>
      <CollectionsScreen
        collections={loadable(collections)}
        journalId={journalId}
        outside={loadable(outside)}
        outsidePage={page}
        isAdding={create.isPending}
        onAdd={async (name) => {
          const made = await create.mutateAsync({ body: { name } });
          await navigate({ to: '/notes-collection/$id/edit', params: { id: made.data._id } });
        }}
        onRetry={() => void collections.refetch()}
        onRetryOutside={() => void outside.refetch()}
        search={<NoteSearch />}
      />
      <CollectionsSidebar />
    </>
  );
}
