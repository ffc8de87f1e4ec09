import { createRoute, notFound } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { trackerTitles } from './pageTitles';
import { heartbeatTitles } from '../heartbeats/pageTitles';
import { transferTitles } from '../transfer/pageTitles';

/** /time-tracker: its admin (rename, delete and move groups), integrations, heartbeat definitions, import and export. */
export function trackerRoutes(auth: AreaParents['auth']) {
  // Parents without a component render just their <Outlet/>; a layout can come later without touching the URLs.
  const timeTracker = createRoute({ getParentRoute: () => auth, path: 'time-tracker' });
  const admin = createRoute({ getParentRoute: () => timeTracker, path: 'admin' });
  const defineUrls = createRoute({ getParentRoute: () => admin, path: 'define-urls' });
  return [
    timeTracker.addChildren([
      createRoute({
        getParentRoute: () => timeTracker,
        path: '/',
        staticData: { area: 'time', title: trackerTitles.tracker },
        component: areaScreen('time', () => import('./TrackerScreen'), 'TrackerScreen'),
      }),
      createRoute({
        getParentRoute: () => timeTracker,
        path: 'integrations',
        staticData: { area: 'time', title: heartbeatTitles.integrations },
        // Heartbeats' lines (helper B): the definitions come with the page; a failed load is the screen's to show.
        loader: ({ context }) => import('./adminLoaders').then(({ preloadHeartbeats }) => preloadHeartbeats(context)),
        component: areaScreen('time', () => import('../heartbeats/HeartbeatRoutes'), 'IntegrationsRoute'),
      }),
      createRoute({
        getParentRoute: () => timeTracker,
        path: 'import',
        staticData: { area: 'time', title: transferTitles.import },
        component: areaScreen('time', () => import('../transfer/ImportRoute'), 'ImportRoute'),
      }),
      createRoute({
        getParentRoute: () => timeTracker,
        path: 'export',
        staticData: { area: 'time', title: transferTitles.export },
        component: areaScreen('time', () => import('../transfer/ExportRoute'), 'ExportRoute'),
      }),
      admin.addChildren([
        createRoute({
          getParentRoute: () => admin,
          path: '/',
          staticData: { area: 'time', title: trackerTitles.admin },
          loader: ({ context }) => import('./adminLoaders').then(({ preloadAdmin }) => preloadAdmin(context)),
          component: areaScreen('time', () => import('./AdminRoute'), 'AdminRoute'),
        }),
        createRoute({
          getParentRoute: () => admin,
          path: '$groupType/$groupId',
          staticData: { area: 'time', title: trackerTitles.group },
          // Only a time group or a sub group can be edited here; any other type is not found.
          beforeLoad: ({ params }) => {
            if (params.groupType !== 'time-group' && params.groupType !== 'sub-group') throw notFound();
          },
          loader: ({ context, params: { groupType, groupId } }) => import('./adminLoaders').then(({ preloadGroup }) => preloadGroup(context, groupType, groupId)),
          component: areaScreen('time', () => import('./GroupEditRoute'), 'AdminGroupRoute'),
        }),
        defineUrls.addChildren([
          createRoute({
            getParentRoute: () => defineUrls,
            path: '/',
            staticData: { area: 'time', title: heartbeatTitles.create },
            component: areaScreen('time', () => import('../heartbeats/HeartbeatRoutes'), 'DefineUrlsRoute'),
          }),
          createRoute({
            getParentRoute: () => defineUrls,
            path: 'list',
            staticData: { area: 'time', title: heartbeatTitles.list },
            loader: ({ context }) => import('./adminLoaders').then(({ preloadHeartbeats }) => preloadHeartbeats(context)),
            component: areaScreen('time', () => import('../heartbeats/HeartbeatRoutes'), 'HeartbeatListRoute'),
          }),
          createRoute({
            getParentRoute: () => defineUrls,
            path: '$heartbeatId',
            staticData: { area: 'time', title: heartbeatTitles.edit },
            component: areaScreen('time', () => import('../heartbeats/HeartbeatRoutes'), 'HeartbeatEditRoute'),
          }),
        ]),
      ]),
    ]),
  ];
}
