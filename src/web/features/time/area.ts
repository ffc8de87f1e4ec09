import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { ClockIcon } from '../../components/icons';
import { notBuilt } from '../../router/notBuilt';
import { timeMessages as m } from './messages';

const id = 'time';
const screen = () => notBuilt(id, m.name);

/** The time tracker (spec §2): not built yet, so every route shows the not-built screen. */
export const timeArea = defineArea({
  id,
  name: m.name,
  link: { id: 'timeTracker', path: '/time-groups', label: m.link },
  bottomBarIcon: ClockIcon,
  routes: ({ auth }) => {
    // Parents without a component render just their <Outlet/>; building the area can give them a
    // layout (tabs, a shared header) without touching the URLs. Each page is an index or leaf child.
    const timeTracker = createRoute({ getParentRoute: () => auth, path: 'time-tracker' });
    const admin = createRoute({ getParentRoute: () => timeTracker, path: 'admin' });
    const defineUrls = createRoute({ getParentRoute: () => admin, path: 'define-urls' });
    const timeGroups = createRoute({ getParentRoute: () => auth, path: 'time-groups' });
    return {
      auth: [
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
        timeGroups.addChildren([
          createRoute({ getParentRoute: () => timeGroups, path: '/', ...screen() }),
          createRoute({ getParentRoute: () => timeGroups, path: 'list', ...screen() }),
          createRoute({ getParentRoute: () => timeGroups, path: 'time', ...screen() }),
          createRoute({ getParentRoute: () => timeGroups, path: 'graph', ...screen() }),
          createRoute({ getParentRoute: () => timeGroups, path: 'calculate', ...screen() }),
        ]),
        // Spec §2 calls /time-group/list/:groupId etc. children of /time-group/:groupId, but their
        // URLs do not extend it, so they are siblings here; a bare /time-group stays "not found".
        createRoute({ getParentRoute: () => auth, path: 'time-group/$groupId', ...screen() }),
        createRoute({ getParentRoute: () => auth, path: 'time-group/list/$groupId', ...screen() }),
        createRoute({ getParentRoute: () => auth, path: 'time-group/graph/$groupId', ...screen() }),
        createRoute({ getParentRoute: () => auth, path: 'time-group/calculate/$groupId', ...screen() }),
        createRoute({ getParentRoute: () => auth, path: 'sub-group/$subGroupId', ...screen() }),
        createRoute({ getParentRoute: () => auth, path: 'time-stamp/$stampId', ...screen() }),
      ],
    };
  },
});
