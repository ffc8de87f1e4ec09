import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';
import { rootRoute } from './root';

const parent = () => authLayoutRoute;

export const drinksRoutes = [
  createRoute({ getParentRoute: parent, path: 'drink-collections', ...notBuilt('drinks') }),
  createRoute({ getParentRoute: parent, path: 'drink-collection/$id', ...notBuilt('drinks') }),
  createRoute({ getParentRoute: parent, path: 'drink/$id', ...notBuilt('drinks') }),
];

/** Spec §6: anyone may view what an owner has made public, without signing in. */
export const publicDrinksRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: 'public/drink-collection/$id', ...notBuilt('drinks') }),
  createRoute({ getParentRoute: () => rootRoute, path: 'public/drink/$id', ...notBuilt('drinks') }),
];
