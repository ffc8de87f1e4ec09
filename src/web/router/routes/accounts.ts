import { createRoute } from '@tanstack/react-router';
import { validateRedirectSearch } from '../safeRedirect';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';
import { rootRoute } from './root';

// Sign-in, sign-up and the extra password login: the accounts issue builds these screens.

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateRedirectSearch,
  ...notBuilt('signIn'),
});

/** Spec §2 spells it with a capital A; matching stays case-insensitive, as in the original app. */
export const authPageRoute = createRoute({ getParentRoute: () => rootRoute, path: 'Auth', ...notBuilt('signIn') });

export const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: 'register', ...notBuilt('register') });

/** Needs a signed-in user but not the extra token: this is where the extra token is obtained. */
export const passwordLoginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password-login',
  validateSearch: validateRedirectSearch,
  ...notBuilt('passwordLogin'),
});

/** Spec §2: "A 'Setup user profile' screen exists; its route is not shown", so the path is ours. */
export const profileSetupRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'setup-profile',
  ...notBuilt('profileSetup'),
});

export const publicAccountRoutes = [loginRoute, authPageRoute, registerRoute];
export const accountRoutes = [passwordLoginRoute, profileSetupRoute];
