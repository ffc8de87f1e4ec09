import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { viewTitles as titles } from './views/pageTitles';
import { validateCalculateSearch, validateDaySearch, validateGraphSearch } from './views/viewSearch';
import { ViewsIndexRoute } from './views/ViewsIndexRoute';

const area = 'time';

// Each loader fetches the view's data with the route (its query module too, so the route table
// in the first screen stays small); a failed load is the screen's to show with a way to try
// again, so it does not fail the route. Recharts comes only with the graph's screen.
const settle = (load: Promise<unknown>) => load.then(() => undefined, () => undefined);

/** /time-groups and /time-group/:groupId: the list, timeline, graph and calculate views. */
export function viewRoutes(auth: AreaParents['auth']) {
  const timeGroups = createRoute({ getParentRoute: () => auth, path: 'time-groups' });
  return [
    timeGroups.addChildren([
      createRoute({ getParentRoute: () => timeGroups, path: '/', staticData: { area, title: titles.list }, component: ViewsIndexRoute }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'list',
        staticData: { area, title: titles.list },
        loader: async ({ context }) => {
          const { timeGroupsQuery } = await import('./queries');
          await settle(context.queryClient.ensureQueryData(timeGroupsQuery(context.api)));
        },
        component: areaScreen(area, () => import('./views/list/TimeListRoute'), 'TimeListRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'time',
        staticData: { area, title: titles.timeline },
        validateSearch: validateDaySearch,
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => {
          const { stampsOnDateQuery, shallowTimeGroupsQuery, localDate } = await import('./queries');
          await settle(
            Promise.all([
              context.queryClient.ensureQueryData(stampsOnDateQuery(context.api, { date: deps.date ?? localDate() })),
              context.queryClient.ensureQueryData(shallowTimeGroupsQuery(context.api)),
            ]),
          );
        },
        component: areaScreen(area, () => import('./views/timeline/TimelineRoute'), 'TimelineRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'graph',
        staticData: { area, title: titles.graph },
        validateSearch: validateGraphSearch,
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => {
          const { graphQuery } = await import('./views/graph/graphQuery');
          await settle(context.queryClient.ensureQueryData(graphQuery(context.api, deps)));
        },
        component: areaScreen(area, () => import('./views/graph/GraphRoute'), 'GraphRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'calculate',
        staticData: { area, title: titles.calculate },
        validateSearch: validateCalculateSearch,
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => {
          const { calculateQueries } = await import('./views/calculate/calculateQueries');
          await settle(Promise.all(calculateQueries(context.api, deps).map((query) => context.queryClient.ensureQueryData(query as never))));
        },
        component: areaScreen(area, () => import('./views/calculate/CalculateRoute'), 'CalculateRoute'),
      }),
    ]),
    // Spec §2 calls /time-group/list/:groupId etc. children of /time-group/:groupId, but their
    // URLs do not extend it, so they are siblings here; a bare /time-group stays "not found".
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/$groupId',
      staticData: { area, title: titles.group },
      loader: async ({ context, params }) => {
        const { groupOverviewQueries } = await import('./views/group/groupQueries');
        await settle(Promise.all(groupOverviewQueries(context.api, params.groupId).map((query) => context.queryClient.ensureQueryData(query as never))));
      },
      component: areaScreen(area, () => import('./views/group/GroupListRoute'), 'GroupRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/list/$groupId',
      staticData: { area, title: titles.group },
      loader: async ({ context, params }) => {
        const { groupListQueries } = await import('./views/group/groupQueries');
        await settle(Promise.all(groupListQueries(context.api, params.groupId).map((query) => context.queryClient.ensureQueryData(query as never))));
      },
      component: areaScreen(area, () => import('./views/group/GroupListRoute'), 'GroupListRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/graph/$groupId',
      staticData: { area, title: titles.graph },
      validateSearch: validateGraphSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps, params }) => {
        const { graphQuery } = await import('./views/graph/graphQuery');
        const { timeGroupQuery } = await import('./queries');
        await settle(
          Promise.all([
            context.queryClient.ensureQueryData(graphQuery(context.api, deps, params.groupId)),
            context.queryClient.ensureQueryData(timeGroupQuery(context.api, params.groupId)),
          ]),
        );
      },
      component: areaScreen(area, () => import('./views/graph/GraphRoute'), 'GroupGraphRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/calculate/$groupId',
      staticData: { area, title: titles.calculate },
      validateSearch: validateCalculateSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps, params }) => {
        const { calculateQueries } = await import('./views/calculate/calculateQueries');
        await settle(
          Promise.all(calculateQueries(context.api, deps, params.groupId).map((query) => context.queryClient.ensureQueryData(query as never))),
        );
      },
      component: areaScreen(area, () => import('./views/calculate/CalculateRoute'), 'GroupCalculateRoute'),
    }),
  ];
}
