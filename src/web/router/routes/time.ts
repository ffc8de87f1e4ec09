import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

// Parents without a component render just their <Outlet/>; the time issue can give them a
// layout (tabs, a shared header) without touching the URLs. Each page is an index or leaf child.

const timeTrackerRoute = createRoute({ getParentRoute: () => authLayoutRoute, path: 'time-tracker' });
const adminRoute = createRoute({ getParentRoute: () => timeTrackerRoute, path: 'admin' });
const defineUrlsRoute = createRoute({ getParentRoute: () => adminRoute, path: 'define-urls' });

const timeTrackerTree = timeTrackerRoute.addChildren([
  createRoute({ getParentRoute: () => timeTrackerRoute, path: '/', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: () => timeTrackerRoute, path: 'integrations', ...notBuilt('timeTracker') }),
  adminRoute.addChildren([
    createRoute({ getParentRoute: () => adminRoute, path: '/', ...notBuilt('timeTracker') }),
    createRoute({ getParentRoute: () => adminRoute, path: '$groupType/$groupId', ...notBuilt('timeTracker') }),
    defineUrlsRoute.addChildren([
      createRoute({ getParentRoute: () => defineUrlsRoute, path: '/', ...notBuilt('timeTracker') }),
      createRoute({ getParentRoute: () => defineUrlsRoute, path: 'list', ...notBuilt('timeTracker') }),
      createRoute({ getParentRoute: () => defineUrlsRoute, path: '$heartbeatId', ...notBuilt('timeTracker') }),
    ]),
  ]),
]);

const timeGroupsRoute = createRoute({ getParentRoute: () => authLayoutRoute, path: 'time-groups' });

const timeGroupsTree = timeGroupsRoute.addChildren([
  createRoute({ getParentRoute: () => timeGroupsRoute, path: '/', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: () => timeGroupsRoute, path: 'list', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: () => timeGroupsRoute, path: 'time', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: () => timeGroupsRoute, path: 'graph', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: () => timeGroupsRoute, path: 'calculate', ...notBuilt('timeTracker') }),
]);

const parent = () => authLayoutRoute;

export const timeRoutes = [
  timeTrackerTree,
  timeGroupsTree,
  // Spec §2 calls /time-group/list/:groupId etc. children of /time-group/:groupId, but their URLs
  // do not extend it, so they are siblings here; a bare /time-group stays "not found".
  createRoute({ getParentRoute: parent, path: 'time-group/$groupId', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: parent, path: 'time-group/list/$groupId', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: parent, path: 'time-group/graph/$groupId', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: parent, path: 'time-group/calculate/$groupId', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: parent, path: 'sub-group/$subGroupId', ...notBuilt('timeTracker') }),
  createRoute({ getParentRoute: parent, path: 'time-stamp/$stampId', ...notBuilt('timeTracker') }),
];
