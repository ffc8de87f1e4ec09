import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

const parent = () => authLayoutRoute;

export const settingsRoutes = [
  createRoute({
    getParentRoute: parent,
    path: 'settings',
    staticData: { area: 'settings' },
    component: lazyRouteComponent(() => import('../../features/settings/SettingsRoute'), 'SettingsRoute'),
  }),
  createRoute({ getParentRoute: parent, path: 'settings/tags', ...notBuilt('settings') }),
  createRoute({
    getParentRoute: parent,
    path: 'settings/auth',
    staticData: { area: 'settings' },
    component: lazyRouteComponent(() => import('../../features/settingsAuth/SettingsAuthRoute'), 'SettingsAuthRoute'),
  }),
  createRoute({
    getParentRoute: parent,
    path: 'settings/profile',
    staticData: { area: 'settings' },
    component: lazyRouteComponent(() => import('../../features/settings/ProfileRoute'), 'ProfileRoute'),
  }),
  createRoute({ getParentRoute: parent, path: 'settings/device-control', ...notBuilt('settings') }),
];
