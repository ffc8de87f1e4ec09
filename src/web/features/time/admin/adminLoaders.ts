import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../../api/api';
import { shallowTimeGroupsQuery, subGroupQuery, subGroupsQuery, timeGroupQuery } from '../queries';
import { goalsQuery, notesCollectionsQuery, tagsQuery } from './adminQueries';

// The admin routes' loaders, apart from routes.ts so the first screen's route table (in the entry)
// carries only a lazy import of them.

interface LoaderContext {
  queryClient: QueryClient;
  api: Api;
}

/** The heartbeat definitions, loaded with their routes (heartbeats' lines, helper B). */
export async function preloadHeartbeats({ queryClient, api }: LoaderContext): Promise<void> {
  const { heartbeatsQuery } = await import('../heartbeats/heartbeatQueries');
  await queryClient.ensureQueryData(heartbeatsQuery(api)).catch(() => undefined);
}

/**
 * /time-tracker/admin: the groups, sub groups and notes collections come with the page; a failed
 * load is the screen's to show (with a retry), each part on its own.
 */
export async function preloadAdmin({ queryClient, api }: LoaderContext): Promise<void> {
  await Promise.all(
    [
      Promise.all([queryClient.ensureQueryData(shallowTimeGroupsQuery(api)), queryClient.ensureQueryData(subGroupsQuery(api))]),
      queryClient.ensureQueryData(notesCollectionsQuery(api)),
    ].map((load) => load.catch(() => undefined)),
  );
}

/** A group's admin page: the group (or sub group) with its goals, and the tags or groups to choose from. */
export async function preloadGroup({ queryClient, api }: LoaderContext, groupType: string, groupId: string): Promise<void> {
  const queries =
    groupType === 'time-group'
      ? [queryClient.ensureQueryData(timeGroupQuery(api, groupId)), queryClient.ensureQueryData(tagsQuery(api)), queryClient.ensureQueryData(goalsQuery(api, { timeGroupId: groupId }))]
      : [queryClient.ensureQueryData(subGroupQuery(api, groupId)), queryClient.ensureQueryData(shallowTimeGroupsQuery(api)), queryClient.ensureQueryData(goalsQuery(api, { subGroupId: groupId }))];
  // A failed load (or a group that does not exist) is the screen's to show.
  await Promise.all(queries).catch(() => undefined);
}
