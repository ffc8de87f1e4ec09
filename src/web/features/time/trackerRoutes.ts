import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { notBuilt } from '../../router/notBuilt';
import { trackerTitles } from './admin/pageTitles';
import { timeMessages as m } from './messages';

const screen = () => notBuilt('time', m.name);

/** /time-tracker: its admin (rename, delete and move groups), integrations and heartbeat definitions. */
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
        component: areaScreen('time', () => import('./admin/TrackerScreen'), 'TrackerScreen'),
      }),
      createRoute({ getParentRoute: () => timeTracker, path: 'integrations', ...screen() }),
      admin.addChildren([
        createRoute({
          getParentRoute: () => admin,
          path: '/',
          staticData: { area: 'time', title: trackerTitles.admin },
          // The groups and sub groups come with the page; a failed load is the screen's to show (with a retry).
          loader: async ({ context }) => {
            const { shallowTimeGroupsQuery, subGroupsQuery } = await import('./queries');
            await Promise.all([
              context.queryClient.ensureQueryData(shallowTimeGroupsQuery(context.api)),
              context.queryClient.ensureQueryData(subGroupsQuery(context.api)),
            ]).catch(() => undefined);
          },
          component: areaScreen('time', () => import('./admin/AdminRoute'), 'AdminRoute'),
        }),
        createRoute({ getParentRoute: () => admin, path: '$groupType/$groupId', ...screen() }),
        defineUrls.addChildren([
          createRoute({ getParentRoute: () => defineUrls, path: '/', ...screen() }),
          createRoute({ getParentRoute: () => defineUrls, path: 'list', ...screen() }),
          createRoute({ getParentRoute: () => defineUrls, path: '$heartbeatId', ...screen() }),
        ]),
      ]),
    ]),
  ];
}
