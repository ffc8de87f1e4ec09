import type { MessageDescriptor } from 'react-intl';
import { NotBuiltYetRoute } from '../components/notBuilt/NotBuiltYetRoute';

/**
 * The screen options of a route whose area is not built yet: `createRoute({ ..., ...notBuilt(id, name) })`.
 * Building the area replaces these with its own `staticData` and a `lazyRouteComponent(() =>
 * import(...))`, so the area's code (and heavy libraries such as recharts) loads only on its routes.
 */
export function notBuilt(area: string, name: MessageDescriptor) {
  return { staticData: { area, title: name }, component: NotBuiltYetRoute };
}
