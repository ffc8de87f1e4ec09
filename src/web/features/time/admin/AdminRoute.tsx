import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { useSavePreferences } from '../../../auth/userMutations';
import { useApi } from '../../../api/useApi';
import {
  shallowTimeGroupsQuery,
  subGroupsQuery,
  useCreateSubGroup,
  useCreateTimeGroup,
  useDeleteSubGroup,
  useDeleteTimeGroup,
  useMoveSubGroup,
  useRenameSubGroup,
  useUpdateTimeGroup,
} from '../queries';
import { notesCollectionsQuery } from './adminQueries';
import { AdminScreen, type Loadable } from './AdminScreen';
import { adminToasts } from './messages';
import { NotesCollectionSection } from './NotesCollectionSection';

function loadable<T>(query: { status: 'pending' | 'error' | 'success'; data?: T }): Loadable<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  return { status: query.status === 'error' ? 'error' : 'loading' };
}

const byName = <T extends { name: string }>(items: readonly T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

/**
 * /time-tracker/admin: the groups (shallow) and every sub group come with the route; each change
 * refreshes them and shows spec §8's toast (../queries.ts). The notes preference is chosen from
 * the user's notes collections, fetched here (the section shows their loading and a failure, so
 * they never hold back or break the groups), and saved to the account with its own toasts.
 */
export function AdminRoute() {
  const api = useApi();
  const groups = useQuery({ ...shallowTimeGroupsQuery(api), select: (body) => byName(shallowTimeGroupsQuery(api).select!(body)) });
  const subGroups = useQuery({ ...subGroupsQuery(api), select: (body) => byName(subGroupsQuery(api).select!(body)) });
  const notesCollections = useQuery(notesCollectionsQuery(api));
  const createGroup = useCreateTimeGroup();
  const updateGroup = useUpdateTimeGroup();
  const deleteGroup = useDeleteTimeGroup();
  const createSubGroup = useCreateSubGroup();
  const renameSubGroup = useRenameSubGroup();
  const moveSubGroup = useMoveSubGroup();
  const deleteSubGroup = useDeleteSubGroup();
  const saveNotes = useSavePreferences({ successToast: adminToasts.notesSaved, failureToast: adminToasts.notesFailed });
  const notesCollection = useCurrentUser()?.preferences.timeTrackerNotesCollection;

  const busy = new Set<string>();
  if (createGroup.isPending) busy.add('new');
  if (updateGroup.isPending && updateGroup.variables) busy.add(updateGroup.variables.body.groupId);
  if (deleteGroup.isPending && deleteGroup.variables) busy.add(deleteGroup.variables.params.query.timeGroupId);
  if (createSubGroup.isPending && createSubGroup.variables) busy.add(`new:${createSubGroup.variables.body.timeGroupId}`);
  for (const change of [renameSubGroup, moveSubGroup]) if (change.isPending && change.variables) busy.add(change.variables.body.subGroupId);
  if (deleteSubGroup.isPending && deleteSubGroup.variables) busy.add(deleteSubGroup.variables.params.query.subGroupId);

  return (
    <AdminScreen
      groups={loadable(groups)}
      subGroups={loadable(subGroups)}
      busy={busy}
      onRetryGroups={() => void groups.refetch()}
      onRetrySubGroups={() => void subGroups.refetch()}
      onAddGroup={(name) => createGroup.mutateAsync({ body: { name } })}
      onRenameGroup={(groupId, name) => updateGroup.mutateAsync({ body: { groupId, name } })}
      onDeleteGroup={(timeGroupId) => deleteGroup.mutateAsync({ params: { query: { timeGroupId } } })}
      onAddSubGroup={(timeGroupId, name) => createSubGroup.mutateAsync({ body: { timeGroupId, name } })}
      onRenameSubGroup={(subGroupId, name) => renameSubGroup.mutateAsync({ body: { subGroupId, name } })}
      onMoveSubGroup={(subGroupId, newSubGroupId) => moveSubGroup.mutateAsync({ body: { moveSubGroup: true, subGroupId, newSubGroupId } })}
      onDeleteSubGroup={(subGroupId) => deleteSubGroup.mutateAsync({ params: { query: { subGroupId } } })}
    >
      <NotesCollectionSection
        collections={loadable(notesCollections)}
        onRetry={() => void notesCollections.refetch()}
        collectionId={notesCollection}
        isSaving={saveNotes.isPending}
        onSave={(collectionId) => saveNotes.mutate({ timeTrackerNotesCollection: collectionId })}
      />
    </AdminScreen>
  );
}
