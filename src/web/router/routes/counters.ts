import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

export const countersRoutes = [
  createRoute({ getParentRoute: () => authLayoutRoute, path: 'counter-groups', ...notBuilt('counters') }),
];
