import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

export const homeRoute = createRoute({ getParentRoute: () => authLayoutRoute, path: '/', ...notBuilt('home') });
