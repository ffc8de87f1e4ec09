import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AreaDefinition } from '../areaDefinition';
import { NotFoundRoute } from '../shell/notFound/NotFoundRoute';
import type { RouterContext } from './context';
import { RouteFailure } from './RouteFailure';
import { RoutePending } from './RoutePending';
import { holdChunkReloadsWhileOffline } from './retryLoading';
import { buildRouteTree } from './routeTree';

export interface CreateAppRouterOptions {
  /** Defaults to the browser history; tests pass `createMemoryHistory`. */
  history?: RouterHistory;
  /** The app's areas (src/web/appAreas.ts): the route tree is theirs, and the context hands them on. */
  areas: readonly AreaDefinition[];
  context: Omit<RouterContext, 'areas'>;
}

/** The app's router. One per app (main.tsx) or per test. */
export function createAppRouter({ history, areas, context }: CreateAppRouterOptions) {
  // A screen whose code cannot be fetched offline gets its error screen, not a reload into the browser's.
  holdChunkReloadsWhileOffline(window);
  return createRouter({
    routeTree: buildRouteTree(areas),
    history,
    context: { ...context, areas },
    defaultPreload: 'intent',
    // A URL that extends a known route (/time-groups/nope) is as unknown as any other.
    defaultNotFoundComponent: NotFoundRoute,
    // Each route catches its own errors, so the shell around a screen that failed stays usable;
    // a read the server refused as not found says so (RouteFailure.tsx).
    defaultErrorComponent: RouteFailure,
    // A screen that takes a while (offline: its data waits for the connection) says so in its place.
    defaultPendingComponent: RoutePending,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
