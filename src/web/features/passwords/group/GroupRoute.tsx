import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useApi } from '../../../api/useApi';
import { useExtraAuth } from '../../../auth/AuthProvider';
import { loadable, type Loadable } from '../parts/Loadable';
import { groupEntriesQuery, passwordGroupsQuery, type PasswordGroup } from '../queries';
import { useOpenedUsernames } from '../useOpened';
import { GroupScreen } from './GroupScreen';

/** /password-group/:groupId: the group (from the groups list) and its entries, usernames opened. */
export function GroupRoute() {
  const { groupId } = useParams({ strict: false }) as { groupId: string };
  const api = useApi();
  const groups = useQuery(passwordGroupsQuery(api));
  const entries = useQuery(groupEntriesQuery(api, groupId));
  const usernames = useOpenedUsernames(entries.data);
  const { logout } = useExtraAuth();
  const groupsLoaded = loadable(groups);
  const group: Loadable<PasswordGroup | null> =
    groupsLoaded.status === 'ready' ? { status: 'ready', data: groupsLoaded.data.find((one) => one._id === groupId) ?? null } : groupsLoaded;
  return (
    <GroupScreen
      groupId={groupId}
      group={group}
      entries={loadable(entries)}
      usernames={usernames}
      onRetry={() => {
        if (groups.isError) void groups.refetch();
        void entries.refetch();
      }}
      onLock={logout}
    />
  );
}
