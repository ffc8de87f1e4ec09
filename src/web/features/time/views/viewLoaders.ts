import type { Api } from '../../../api/api';
import type { QueryClient } from '@tanstack/react-query';
import { localDate, shallowTimeGroupsQuery, stampsOnDateQuery, timeGroupQuery, timeGroupsQuery } from '../queries';
import { loadAllGoals } from '../goals/AllGoals';
import { calculateQueries } from './calculate/calculateQueries';
import { graphQuery } from './graph/graphQuery';
import { groupListQueries, groupOverviewQueries } from './group/groupQueries';
import type { CalculateSearch, DaySearch, GraphSearch } from './viewSearch';

// The views' loaders, apart from the route table so its first-screen code stays small (one
// import for all of them). Each fetches its view's data with the route; a failed load is the
// screen's to show with a way to try again, so it never fails the route.

interface Loading {
  context: { queryClient: QueryClient; api: Api };
}

const settle = (queryClient: QueryClient, queries: readonly unknown[]) =>
  Promise.all(queries.map((query) => queryClient.ensureQueryData(query as never))).then(
    () => undefined,
    () => undefined,
  );

export const loadList = ({ context }: Loading) => Promise.all([settle(context.queryClient, [timeGroupsQuery(context.api)]), loadAllGoals(context)]).then(() => undefined);

export const loadTimeline = ({ context, deps }: Loading & { deps: DaySearch }) =>
  settle(context.queryClient, [stampsOnDateQuery(context.api, { date: deps.date ?? localDate() }), shallowTimeGroupsQuery(context.api)]);

export const loadGraph = ({ context, deps, groupId }: Loading & { deps: GraphSearch; groupId?: string }) =>
  settle(context.queryClient, [graphQuery(context.api, deps, groupId), ...(groupId ? [timeGroupQuery(context.api, groupId)] : [])]);

export const loadCalculate = ({ context, deps, groupId }: Loading & { deps: CalculateSearch; groupId?: string }) =>
  settle(context.queryClient, calculateQueries(context.api, deps, groupId));

export const loadGroup = ({ context, groupId }: Loading & { groupId: string }) => settle(context.queryClient, groupOverviewQueries(context.api, groupId));

export const loadGroupList = ({ context, groupId }: Loading & { groupId: string }) => settle(context.queryClient, groupListQueries(context.api, groupId));
