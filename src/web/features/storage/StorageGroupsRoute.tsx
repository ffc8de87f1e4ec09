import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/useApi';
import type { GroupItemsFate } from './DeleteGroupPanel';
import { loadable } from '../../api/loadable';
import {
  cookableRecipesQuery,
  expiringItemsQuery,
  storageGroupsQuery,
  storageSearchQuery,
  today as todayOf,
  useCreateStorageGroup,
  useDeleteStorageGroup,
  useRenameStorageGroup,
} from './queries';
import { StorageExport } from './StorageExport';
import { StorageGroupsScreen } from './StorageGroupsScreen';

/** /storage-groups on the user's groups, what expires soon and what can be cooked (loaded with the route), and a search. */
export function StorageGroupsRoute() {
  const api = useApi();
  const [today] = useState(todayOf);
  const [searchText, setSearchText] = useState<string | null>(null);
  const groups = useQuery(storageGroupsQuery(api, today));
  const expiring = useQuery(expiringItemsQuery(api, today));
  const cookable = useQuery(cookableRecipesQuery(api));
  const search = useQuery({ ...storageSearchQuery(api, searchText ?? ''), enabled: searchText !== null });
  const create = useCreateStorageGroup();
  const rename = useRenameStorageGroup();
  const remove = useDeleteStorageGroup();

  const deleteGroup = (storageGroupId: string, fate: GroupItemsFate) =>
    remove.mutateAsync({ params: { query: { storageGroupId, ...(fate ?? {}) } } });

  return (
    <StorageGroupsScreen
      groups={loadable(groups)}
      expiring={loadable(expiring)}
      cookable={loadable(cookable)}
      search={searchText === null ? null : { text: searchText, results: loadable(search) }}
      today={today}
      isAdding={create.isPending}
      onAdd={(name) => create.mutateAsync({ body: { name } })}
      onRename={(storageGroupId, name) => rename.mutateAsync({ body: { storageGroupId, name } })}
      onDelete={deleteGroup}
      onSearch={setSearchText}
      onRetryGroups={() => void groups.refetch()}
      onRetryExpiring={() => void expiring.refetch()}
      onRetryCookable={() => void cookable.refetch()}
      onRetrySearch={() => void search.refetch()}
      exportSection={<StorageExport />}
    />
  );
}
