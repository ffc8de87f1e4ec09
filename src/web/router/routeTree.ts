import type { AreaDefinition, AreaParents, AreaRoutes } from '../areaDefinition';
import { createGuardRoutes } from './routes/guards';
import { createAppRootRoute } from './routes/root';

/**
 * Every area's routes (the list the composition root hands createAppRouter), each under the guard
 * its access needs (spec §2). The root and the guards are made anew for each tree: `addChildren`
 * sets the children on the route it is called on, so routers sharing them would share children.
 */
export function buildRouteTree(areas: readonly AreaDefinition[]) {
  const root = createAppRootRoute();
  const { auth, extra } = createGuardRoutes(root);
  const parents: AreaParents = { none: root, auth, extra };
  const routes: AreaRoutes[] = areas.map((area) => area.routes(parents));
  const under = (guard: keyof AreaParents) => routes.flatMap((group) => group[guard] ?? []);
  return root.addChildren([...under('none'), auth.addChildren([...under('auth'), extra.addChildren(under('extra'))])]);
}
