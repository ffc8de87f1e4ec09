import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRoute } from '../../features/notFound/NotFoundRoute';
import type { RouterContext } from '../context';
import { RootLayout } from '../RootLayout';
import '../staticData';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Unknown URLs render inside the shell, so the sidebar still offers a way on.
  notFoundComponent: NotFoundRoute,
});
