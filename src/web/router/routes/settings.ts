import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

const parent = () => authLayoutRoute;

export const settingsRoutes = [
  createRoute({ getParentRoute: parent, path: 'settings', ...notBuilt('settings') }),
  createRoute({ getParentRoute: parent, path: 'settings/tags', ...notBuilt('settings') }),
  createRoute({ getParentRoute: parent, path: 'settings/auth', ...notBuilt('settings') }),
  createRoute({ getParentRoute: parent, path: 'settings/profile', ...notBuilt('settings') }),
  createRoute({ getParentRoute: parent, path: 'settings/device-control', ...notBuilt('settings') }),
];
