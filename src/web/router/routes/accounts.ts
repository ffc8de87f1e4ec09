import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateRedirectSearch } from '../safeRedirect';
import { authLayoutRoute } from './guards';
import { rootRoute } from './root';

// Sign-in, sign-up, the profile setup and the extra password login. The screens load lazily,
// so a signed-in visitor's first screen does not carry the forms.

const loginScreen = lazyRouteComponent(() => import('../../features/accounts/LoginRoute'), 'LoginRoute');

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateRedirectSearch,
  staticData: { area: 'signIn' },
  component: loginScreen,
});

/** Spec §2 spells it with a capital A; matching stays case-insensitive, as in the original app. */
export const authPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'Auth',
  validateSearch: validateRedirectSearch,
  staticData: { area: 'signIn' },
  component: loginScreen,
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'register',
  staticData: { area: 'register' },
  component: lazyRouteComponent(() => import('../../features/accounts/RegisterRoute'), 'RegisterRoute'),
});

/** Needs a signed-in user but not the extra token: this is where the extra token is obtained. */
export const passwordLoginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password-login',
  validateSearch: validateRedirectSearch,
  staticData: { area: 'passwordLogin' },
  component: lazyRouteComponent(() => import('../../features/accounts/PasswordLoginRoute'), 'PasswordLoginRoute'),
});

/** Spec §2: "A 'Setup user profile' screen exists; its route is not shown", so the path is ours. */
export const profileSetupRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'setup-profile',
  staticData: { area: 'profileSetup' },
  component: lazyRouteComponent(() => import('../../features/accounts/SetupProfileRoute'), 'SetupProfileRoute'),
});

export const publicAccountRoutes = [loginRoute, authPageRoute, registerRoute];
export const accountRoutes = [passwordLoginRoute, profileSetupRoute];
