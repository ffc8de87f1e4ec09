import { areas } from '../areas';
import type { AreaParents, AreaRoutes } from '../areaDefinition';
import { authLayoutRoute, extraLayoutRoute } from './routes/guards';
import { rootRoute } from './routes/root';

const parents: AreaParents = { none: rootRoute, auth: authLayoutRoute, extra: extraLayoutRoute };
const routes: AreaRoutes[] = areas.map((area) => area.routes(parents));
const under = (guard: keyof AreaParents) => routes.flatMap((group) => group[guard] ?? []);

/** Every area's routes (src/web/areas.ts), each under the guard its access needs (spec §2). */
export const routeTree = rootRoute.addChildren([
  ...under('none'),
  authLayoutRoute.addChildren([...under('auth'), extraLayoutRoute.addChildren(under('extra'))]),
]);
