import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { timeMessages as m } from './messages';

const screen = () => notBuilt('time', m.name);

/** /time-groups and /time-group/:groupId: the list, timeline, graph and calculate views. */
export function viewRoutes(auth: AreaParents['auth']) {
  const timeGroups = createRoute({ getParentRoute: () => auth, path: 'time-groups' });
  return [
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
  ];
}
