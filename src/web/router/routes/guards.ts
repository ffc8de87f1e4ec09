import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';

/**
 * Spec §2 guard, "auth": every route below needs a local access token. Without one the visitor
 * goes to /login, carrying the wanted location so sign-in can return there. With one, the routes
 * below get the server data (`queryClient`, `api`) in their context, loaded the first time, and
 * the signed-in session (the tokens, the extra login) is loaded before they run.
 */
export const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: ({ context, location }) => {
    if (!context.session.hasAccessToken()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    return Promise.all([context.serverData.load(), context.session.ready()]).then(([data]) => data);
  },
});

/**
 * Spec §2 guard, "extra": password pages also need the extra token, and this tab the vault key
 * that opens the entries (issue 9: a tab that did not log in to passwords has none), else
 * /password-login.
 */
export const extraLayoutRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  id: '_extra',
  beforeLoad: async ({ context, location }) => {
    if (!context.session.hasExtraToken() || !(await context.session.hasVaultKey())) {
      throw redirect({ to: '/password-login', search: { redirect: location.href } });
    }
  },
});
