// Proves issue 24's item 8: moving to a screen whose data cannot come while offline does not leave
// the old screen up as if nothing happened: the screen's place says it waits for the connection
// (with the way home), and the screen comes by itself once the connection is back.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellProviders } from '../shell/ShellProviders';
import { en } from '../testing/catalogue';
import { RoutePending } from './RoutePending';

afterEach(() => onlineManager.setOnline(true));

async function renderApp() {
  const queryClient = new QueryClient();
  // As under the app's QueryClientProvider: it follows the connection, resuming what waited.
  queryClient.mount();
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>The old screen</h1> });
  const data = createRoute({
    getParentRoute: () => root,
    path: '/data',
    loader: () => queryClient.ensureQueryData({ queryKey: ['data'], queryFn: async () => 'The new screen' }),
    component: function Screen() {
      return <h1>{data.useLoaderData()}</h1>;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([index, data]), history: createMemoryHistory({ initialEntries: ['/'] }), defaultPendingComponent: RoutePending });
  await router.load();
  render(
    <ShellProviders connectivityCheck={async () => true}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  await screen.findByRole('heading', { name: 'The old screen' });
  return router;
}

describe('a screen whose data waits for the connection', () => {
  it('says so in its place, offers the way home, and opens once the connection is back', async () => {
    const router = await renderApp();
    act(() => onlineManager.setOnline(false));
    void router.navigate({ to: '/data' });
    const waiting = await screen.findByRole('region', { name: en('shell.routePending.offlineHeading') }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'The old screen' })).toBeNull();
    expect(within(waiting).getByRole('link', { name: en('shell.routeError.home') })).toHaveAttribute('href', '/');

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'The new screen' })).toBeVisible();
  });
});
