import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

const parent = () => authLayoutRoute;

export const storageRoutes = [
  createRoute({ getParentRoute: parent, path: 'storage-groups', ...notBuilt('storage') }),
  createRoute({ getParentRoute: parent, path: 'storage-group/$storageGroupId', ...notBuilt('storage') }),
  createRoute({ getParentRoute: parent, path: 'storage-item/$storageItemId', ...notBuilt('storage') }),
];
