// Proves issue 7's item 9: a screen that fails to load is replaced by the route's error screen
// inside the shell (not the router's bare "Something went wrong!"), in the user's language, with
// a way home; "Try again" stays put while the host does not answer and brings the screen (a lazy
// one fetched again) once it does.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSession } from '../session/localSession';
import { ShellProviders } from '../shell/ShellProviders';
import { en, sv } from '../testing/catalogue';
import { RouteError } from './RouteError';
import { loadApp, renderApp, seedSession } from './router.testUtils';

// In the app, the settings screen's chunk cannot be fetched (as Vite's preload fails offline).
vi.mock('../features/settings/SettingsRoute', () => {
  throw new Error('Unable to preload CSS for http://app.test/assets/SettingsScreen.css');
});

afterEach(() => vi.unstubAllGlobals());

describe('in the app, a screen that could not be loaded', () => {
  beforeEach(() => {
    localSession.clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
  });

  it('is replaced by the error screen inside the shell, with a way home', async () => {
    seedSession('access');
    renderApp(await loadApp('/settings'));
    const main = await screen.findByRole('main');
    const failed = await within(main).findByRole('region', { name: en('shell.routeError.heading') }, { timeout: 5000 });
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(within(failed).getByRole('heading', { level: 1 })).toHaveTextContent(en('shell.routeError.heading'));
    expect(within(failed).getByRole('button', { name: en('shell.routeError.retry') })).toBeVisible();
    expect(within(failed).getByRole('link', { name: en('shell.routeError.home') })).toHaveAttribute('href', '/');
  });

  it('speaks Swedish to a Swedish user', async () => {
    localStorage.setItem('lifelog.language', '2');
    seedSession('access');
    renderApp(await loadApp('/settings'));
    const failed = await screen.findByRole('region', { name: sv('shell.routeError.heading') }, { timeout: 5000 });
    expect(within(failed).getByRole('button', { name: sv('shell.routeError.retry') })).toBeVisible();
    expect(within(failed).getByRole('link', { name: sv('shell.routeError.home') })).toBeVisible();
  });
});

describe('"Try again"', () => {
  let hostAnswers: boolean;
  let importer: ReturnType<typeof vi.fn<() => Promise<{ Screen: () => React.JSX.Element }>>>;

  beforeEach(() => {
    hostAnswers = true;
    // Fails the first time, as offline; then the screen's module arrives.
    importer = vi
      .fn<() => Promise<{ Screen: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for http://app.test/assets/Screen.css'))
      .mockResolvedValue({ Screen: () => <h1>The screen</h1> });
  });

  /** A shell (a nav around the outlet) and one lazy screen, with the app's error screen as the default. */
  async function renderLazyScreen() {
    const root = createRootRoute({
      component: () => (
        <>
          <nav aria-label="Shell" />
          <main>
            <Outlet />
          </main>
        </>
      ),
    });
    const index = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
    const lazy = createRoute({ getParentRoute: () => root, path: '/lazy', component: lazyRouteComponent(importer, 'Screen') });
    const router = createRouter({
      routeTree: root.addChildren([index, lazy]),
      history: createMemoryHistory({ initialEntries: ['/lazy'] }),
      defaultErrorComponent: RouteError,
    });
    await router.load();
    render(
      <ShellProviders connectivityCheck={async () => hostAnswers}>
        <RouterProvider router={router} />
      </ShellProviders>,
    );
    return screen.findByRole('region', { name: en('shell.routeError.heading') });
  }

  it('fetches the screen again and shows it once the host answers', async () => {
    const failed = await renderLazyScreen();
    expect(screen.getByRole('navigation', { name: 'Shell' })).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: en('shell.routeError.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The screen' })).toBeVisible();
    expect(screen.queryByRole('region', { name: en('shell.routeError.heading') })).toBeNull();
  });

  it('says the connection is still missing and stays, without fetching again, while the host does not answer', async () => {
    const failed = await renderLazyScreen();
    const calls = importer.mock.calls.length;
    hostAnswers = false;
    await userEvent.click(within(failed).getByRole('button', { name: en('shell.routeError.retry') }));
    await waitFor(() => expect(within(failed).getByRole('status')).toHaveTextContent(en('shell.routeError.stillOffline')));
    expect(importer.mock.calls.length).toBe(calls);

    hostAnswers = true;
    await userEvent.click(within(failed).getByRole('button', { name: en('shell.routeError.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The screen' })).toBeVisible();
  });
});
