import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { validateRedirectSearch } from '../../router/safeRedirect';
import { pageTitles } from './pageTitles';

const area = 'accounts';
// The screens load lazily with the area's texts, so a signed-in visitor's first screen carries neither.
const loginScreen = areaScreen(area, () => import('./LoginRoute'), 'LoginRoute');

/**
 * /login (and /Auth) and /register, signed out (`none`); /password-login and /setup-profile, signed
 * in (`auth`).
 */
export function accountsRoutes({ none, auth }: Pick<AreaParents, 'none' | 'auth'>) {
  return {
    none: [
      createRoute({
        getParentRoute: () => none,
        path: 'login',
        validateSearch: validateRedirectSearch,
        staticData: { area, title: pageTitles.signIn },
        component: loginScreen,
      }),
      // Spec §2 spells it with a capital A; matching stays case-insensitive, as in the original app.
      createRoute({
        getParentRoute: () => none,
        path: 'Auth',
        validateSearch: validateRedirectSearch,
        staticData: { area, title: pageTitles.signIn },
        component: loginScreen,
      }),
      createRoute({
        getParentRoute: () => none,
        path: 'register',
        staticData: { area, title: pageTitles.register },
        component: areaScreen(area, () => import('./RegisterRoute'), 'RegisterRoute'),
      }),
    ],
    auth: [
      // Needs a signed-in user but not the extra token: this is where the extra token is obtained.
      createRoute({
        getParentRoute: () => auth,
        path: 'password-login',
        validateSearch: validateRedirectSearch,
        staticData: { area, title: pageTitles.passwordLogin },
        component: areaScreen(area, () => import('./PasswordLoginRoute'), 'PasswordLoginRoute'),
      }),
      // Spec §2: "A 'Setup user profile' screen exists; its route is not shown", so the path is ours.
      createRoute({
        getParentRoute: () => auth,
        path: 'setup-profile',
        staticData: { area, title: pageTitles.setupProfile },
        component: areaScreen(area, () => import('./SetupProfileRoute'), 'SetupProfileRoute'),
      }),
    ],
  };
}
