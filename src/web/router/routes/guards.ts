import { createRoute, redirect } from '@tanstack/react-router';
import type { AppRootRoute } from './root';

/** The guards of spec §2's access column under `root`, made anew for each router's tree (routeTree.ts). */
export function createGuardRoutes(root: AppRootRoute) {
  /**
   * Spec §2 guard, "auth": every route below needs a local access token. Without one the visitor
   * goes to /login, carrying the wanted location so sign-in can return there. With one, the routes
   * below get the server data (`queryClient`, `api`) in their context, loaded the first time, with
   * what was saved of this user's data restored into it (offlineCache.ts), and the signed-in
   * session (the tokens, the extra login) is loaded before they run.
   */
  const auth = createRoute({
    getParentRoute: () => root,
    id: '_auth',
    beforeLoad: ({ context, location }) => {
      if (!context.session.hasAccessToken()) {
        throw redirect({ to: '/login', search: { redirect: location.href } });
      }
      return Promise.all([context.serverData.load(), context.session.ready()]).then(async ([data]) => {
        // The user's saved data is in the cache before a loader below asks for it (offline reading).
        await data.offlineCache?.forUser(context.session.userId());
        return data;
      });
    },
  });

  /**
   * Spec §2 guard, "extra": password pages also need the extra token, and this tab the vault key
   * that opens the entries (issue 9: a tab that did not log in to passwords has none), else
   * /password-login.
   */
  const extra = createRoute({
    getParentRoute: () => auth,
    id: '_extra',
    beforeLoad: async ({ context, location }) => {
      if (!context.session.hasExtraToken() || !(await context.session.hasVaultKey())) {
        throw redirect({ to: '/password-login', search: { redirect: location.href } });
      }
    },
  });

  return { auth, extra };
}

export type GuardRoutes = ReturnType<typeof createGuardRoutes>;
