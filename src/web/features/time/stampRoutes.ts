import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { timeMessages as m } from './messages';

const screen = () => notBuilt('time', m.name);

/** /sub-group/:subGroupId (its stamps, paged) and /time-stamp/:stampId (edit, reopen, delete). */
export function stampRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({ getParentRoute: () => auth, path: 'sub-group/$subGroupId', ...screen() }),
    createRoute({ getParentRoute: () => auth, path: 'time-stamp/$stampId', ...screen() }),
  ];
}
