import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRoute } from '../../shell/notFound/NotFoundRoute';
import type { RouterContext } from '../context';
import { RootLayout } from '../RootLayout';
import { RouteError } from '../RouteError';
import '../staticData';

/** The root route, made anew for each router's tree (routeTree.ts). */
export function createAppRootRoute() {
  return createRootRouteWithContext<RouterContext>()({
    component: RootLayout,
    // Unknown URLs render inside the shell, so the sidebar still offers a way on.
    notFoundComponent: NotFoundRoute,
    // When the shell itself fails there is nothing around the error screen, but it still offers a way on.
    errorComponent: RouteError,
  });
}

export type AppRootRoute = ReturnType<typeof createAppRootRoute>;
