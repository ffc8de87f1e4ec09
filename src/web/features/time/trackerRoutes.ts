import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
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
      createRoute({ getParentRoute: () => timeTracker, path: '/', ...screen() }),
      createRoute({ getParentRoute: () => timeTracker, path: 'integrations', ...screen() }),
      admin.addChildren([
        createRoute({ getParentRoute: () => admin, path: '/', ...screen() }),
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
