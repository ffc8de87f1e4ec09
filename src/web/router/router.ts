import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundRoute } from '../features/notFound/NotFoundRoute';
import type { RouterContext } from './context';
import { routeTree } from './routeTree';

export interface CreateAppRouterOptions {
  /** Defaults to the browser history; tests pass `createMemoryHistory`. */
  history?: RouterHistory;
  context: RouterContext;
}

/** The app's router. One per app (main.tsx) or per test. */
export function createAppRouter({ history, context }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context,
    defaultPreload: 'intent',
    // A URL that extends a known route (/time-groups/nope) is as unknown as any other.
    defaultNotFoundComponent: NotFoundRoute,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
