import type { AreaId } from '../../features/notBuilt/areas';
import { NotBuiltYetRoute } from '../../features/notBuilt/NotBuiltYetRoute';

/**
 * The screen options of a route whose area is not built yet. When an area is built, its routes
 * swap `...notBuilt(area)` for `staticData` plus a `lazyRouteComponent(() => import(...))`
 * component, so that area's code (and heavy libraries such as recharts) loads only on its routes.
 */
export function notBuilt(area: AreaId) {
  return { staticData: { area }, component: NotBuiltYetRoute };
}
