import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';
import { rootRoute } from './root';

const parent = () => authLayoutRoute;

export const collectionsRoutes = [
  createRoute({ getParentRoute: parent, path: 'collections', ...notBuilt('collections') }),
  createRoute({ getParentRoute: parent, path: 'collection/$id', ...notBuilt('collections') }),
  createRoute({ getParentRoute: parent, path: 'item/$id', ...notBuilt('collections') }),
];

/** Spec §6: anyone may view a collection its owner has made public, without signing in. */
export const publicCollectionsRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: 'public/collection/$id', ...notBuilt('collections') }),
];
