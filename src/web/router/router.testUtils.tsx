import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { App } from '../App';
import { createApiClient } from '../api/client';
import { createAppParts, type AppParts } from '../appParts';
import { createFakeServer, type FakeServer } from '../testing/fakeServer';
import { storeSession, testTokenPair } from '../testing/storedSession';
import { testUser } from '../testing/testUser';
import { storeFixtureVaultKey } from '../testing/vaultFixture';

// Test helpers for the route tests: the app's own parts (router, accounts workflows, query cache)
// on a memory history and a fake server, starting from a stored session.

// jsdom has no scrolling; the router resets the scroll position after every navigation.
window.scrollTo = () => {};

export type SessionState = 'none' | 'access' | 'extra';

/**
 * Stores a session as a previous visit left it: signed out, signed in, or also password-logged-in
 * (with the vault key in this tab's sessionStorage, as the password login leaves it).
 */
export function seedSession(state: SessionState) {
  storeSession(state === 'none' ? null : testUser(), state === 'extra' ? testTokenPair('extra') : null);
  if (state === 'extra') storeFixtureVaultKey();
}

export interface TestApp extends AppParts {
  server: FakeServer;
}

/** The app started at `path` from the stored session, fully loaded (guards and redirects settled). */
export async function loadApp(path: string, server: FakeServer = createFakeServer({ user: testUser() })): Promise<TestApp> {
  const parts = createAppParts({
    client: createApiClient({ baseUrl: 'http://app.test/api', fetch: server.fetch }),
    history: createMemoryHistory({ initialEntries: [path] }),
    fingerprint: async () => 'fp',
  });
  (await parts.serverData.load()).queryClient.setDefaultOptions({ queries: { retry: false } });
  onTestFinished(parts.stop);
  await parts.router.load();
  return { ...parts, server };
}

/** Renders the app (providers, shell, router), in the remembered language, online. */
export function renderApp(app: TestApp) {
  return render(<App {...app} />);
}
