import { createRoute } from '@tanstack/react-router';
import { extraLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

// Every password page needs the extra token as well (spec §2 "auth and extra").
const parent = () => extraLayoutRoute;

export const passwordsRoutes = [
  createRoute({ getParentRoute: parent, path: 'password-parent', ...notBuilt('passwords') }),
  createRoute({ getParentRoute: parent, path: 'password-groups', ...notBuilt('passwords') }),
  createRoute({ getParentRoute: parent, path: 'password-group/$groupId', ...notBuilt('passwords') }),
  createRoute({ getParentRoute: parent, path: 'password/$passwordId', ...notBuilt('passwords') }),
  createRoute({ getParentRoute: parent, path: 'add-password/$groupId', ...notBuilt('passwords') }),
];
