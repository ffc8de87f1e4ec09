import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { viewTitles as titles } from './pageTitles';
import { validateCalculateSearch, validateDaySearch, validateGraphSearch } from './viewSearch';

const area = 'time';
// One import each, as this table is first-screen code (see views/viewScreens.ts, viewLoaders.ts).
const loaders = () => import('./viewLoaders');
const screens = () => import('./viewScreens');
const graph = () => import('./graph/GraphRoute');
const calculate = () => import('./calculate/CalculateRoute');

/** /time-groups and /time-group/:groupId: the list, timeline, graph and calculate views. */
export function viewRoutes(auth: AreaParents['auth']) {
  const timeGroups = createRoute({ getParentRoute: () => auth, path: 'time-groups' });
  return [
    timeGroups.addChildren([
      createRoute({
        getParentRoute: () => timeGroups,
        path: '/',
        staticData: { area, title: titles.list },
        component: areaScreen(area, screens, 'ViewsIndexRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'list',
        staticData: { area, title: titles.list },
        loader: async ({ context }) => (await loaders()).loadList({ context }),
        component: areaScreen(area, screens, 'TimeListRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'time',
        staticData: { area, title: titles.timeline },
        validateSearch: validateDaySearch,
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => (await loaders()).loadTimeline({ context, deps }),
        component: areaScreen(area, screens, 'TimelineRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'graph',
        staticData: { area, title: titles.graph },
        validateSearch: validateGraphSearch,
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => (await loaders()).loadGraph({ context, deps }),
        component: areaScreen(area, graph, 'GraphRoute'),
      }),
      createRoute({
        getParentRoute: () => timeGroups,
        path: 'calculate',
        staticData: { area, title: titles.calculate },
        validateSearch: validateCalculateSearch,
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => (await loaders()).loadCalculate({ context, deps }),
        component: areaScreen(area, calculate, 'CalculateRoute'),
      }),
    ]),
    // Spec §2 calls /time-group/list/:groupId etc. children of /time-group/:groupId, but their
    // URLs do not extend it, so they are siblings here; a bare /time-group stays "not found".
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/$groupId',
      staticData: { area, title: titles.group },
      loader: async ({ context, params }) => (await loaders()).loadGroup({ context, groupId: params.groupId }),
      component: areaScreen(area, screens, 'GroupRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/list/$groupId',
      staticData: { area, title: titles.group },
      loader: async ({ context, params }) => (await loaders()).loadGroupList({ context, groupId: params.groupId }),
      component: areaScreen(area, screens, 'GroupListRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/graph/$groupId',
      staticData: { area, title: titles.graph },
      validateSearch: validateGraphSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps, params }) => (await loaders()).loadGraph({ context, deps, groupId: params.groupId }),
      component: areaScreen(area, graph, 'GroupGraphRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-group/calculate/$groupId',
      staticData: { area, title: titles.calculate },
      validateSearch: validateCalculateSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps, params }) => (await loaders()).loadCalculate({ context, deps, groupId: params.groupId }),
      component: areaScreen(area, calculate, 'GroupCalculateRoute'),
    }),
  ];
}
