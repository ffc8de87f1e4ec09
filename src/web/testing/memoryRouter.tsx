import { createMemoryHistory, createRootRoute, createRoute, createRouter, type StaticDataRouteOption } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A router for one component under test or in a story: the root route renders `render()`, and
 * every path matches (an index and a catch-all route that draw nothing), so `Link`,
 * `useNavigate` and `useRouterState` work and a test can read where a click went from
 * `router.state.location`. It is not the app's route tree: guards and screens are not involved.
 * `staticData` is the root route's, for components that read their route's (a page title).
 */
/** `context` is the router's: what the app's routes and shell would reach (`serverData`, `areas`). */
export function createMemoryRouter(render: () => ReactNode, initialPath = '/', staticData?: StaticDataRouteOption, context?: object) {
  const rootRoute = createRootRoute({ component: () => <>{render()}</>, staticData });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    context,
  });
}

export type MemoryRouter = ReturnType<typeof createMemoryRouter>;
