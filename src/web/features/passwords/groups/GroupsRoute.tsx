import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/useApi';
import { useExtraAuth } from '../../../auth/AuthProvider';
import { loadable } from '../parts/Loadable';
import { passwordGroupsQuery, useCreatePasswordGroup, useDeletePasswordGroup, useRenamePasswordGroup } from '../queries';
import { GroupsScreen } from './GroupsScreen';

/** /password-groups on the groups query and its mutations (toasts and refreshes in ../queries.ts). */
export function GroupsRoute() {
  const groups = useQuery(passwordGroupsQuery(useApi()));
  const create = useCreatePasswordGroup();
  const rename = useRenamePasswordGroup();
  const remove = useDeletePasswordGroup();
  const { logout } = useExtraAuth();

  const busy = new Set<string>();
  if (create.isPending) busy.add('new');
  if (rename.isPending && rename.variables) busy.add(rename.variables.body._id);
  if (remove.isPending && remove.variables) busy.add(remove.variables.body.data);

  return (
    <GroupsScreen
      groups={loadable(groups)}
      busy={busy}
      onAdd={(name) => create.mutateAsync({ body: { name } })}
      onRename={(_id, name) => rename.mutateAsync({ body: { _id, name } })}
      onDelete={(data, how) => remove.mutateAsync({ body: { data, ...how } })}
      onRetry={() => void groups.refetch()}
      onLock={logout}
    />
  );
}
