import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { localSession, type LocalUser, type TokenPair } from '../session/localSession';
import { ShellProviders } from '../shell/ShellProviders';
import { createAppRouter, type AppRouter } from './router';

// Test helpers for the route tests: a router on a memory history with the real session store.

// jsdom has no scrolling; the router resets the scroll position after every navigation.
window.scrollTo = () => {};

const token = (name: string): TokenPair => ({
  token: `${name}-token`,
  refreshToken: `${name}-refresh`,
  created: new Date().toISOString(),
  expiresIn: 3600,
});

const user: LocalUser = {
  _id: 'user00000001',
  username: 'ada',
  userSessionId: 'session00001',
  is2faEnabled: false,
  access: token('access'),
  preferences: { theme: 'light', language: 1, timeSorting: 'normal', timeFilter: 'day', timeView: 'list' },
};

export type SessionState = 'none' | 'access' | 'extra';

/** Puts the local session in the given state: signed out, signed in, or also password-logged-in. */
export function seedSession(state: SessionState) {
  localSession.clear();
  if (state !== 'none') localSession.setUser(user);
  if (state === 'extra') localSession.setExtraToken(token('extra'));
}

/** A router started at `path`, fully loaded (guards and redirects settled). */
export async function loadRouter(path: string): Promise<AppRouter> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session: localSession, queryClient: new QueryClient() },
  });
  await router.load();
  return router;
}

/**
 * Renders the router inside the providers its screens need (theme, language, toasts: the account
 * screens use them), in English and online. The accounts workflows are not started here; tests
 * that render account screens mock `auth/AuthProvider` (src/web/testing/fakeAuthProvider).
 */
export function renderRouter(router: AppRouter) {
  return render(
    <ShellProviders initialLanguage={1} initialTheme="light" connectivityCheck={async () => true}>
      <QueryClientProvider client={router.options.context.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellProviders>,
  );
}
