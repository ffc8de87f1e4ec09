import type { AreaParents } from '../../areaDefinition';
import { trackerRoutes } from './admin/routes';
import { stampRoutes } from './stamps/routes';
import { viewRoutes } from './views/routes';

/** The time tracker's routes, each part's from its folder: the tracker's admin, the views and the stamps. */
export function timeRoutes(auth: AreaParents['auth']) {
  return [...trackerRoutes(auth), ...viewRoutes(auth), ...stampRoutes(auth)];
}
