// Proves the routing rules beyond the access table: the dashboard's date redirect, the not-found
// screen, the `redirect` search param accepting only paths of this app, case-insensitive
// matching, and that a session change re-runs the guards.
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localSession } from '../session/localSession';
import { localIsoDate } from './localDate';
import { loadApp, renderApp, seedSession } from './router.testUtils';

// The shell has its own tests; here it is a bare frame, so these tests see routing alone.
vi.mock('../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

beforeEach(() => localSession.clear());

describe('dashboard', () => {
  it.each(['/dashboard', '/dashboard?view=week#x', '/dashboard/week', '/dashboard/2026-02-30/week'])(
    '%s goes to today, keeping nothing else',
    async (path) => {
      seedSession('access');
      const { router } = await loadApp(path);
      expect(router.state.location.href).toBe(`/dashboard/${localIsoDate()}`);
    },
  );

  it('keeps a given date and view', async () => {
    seedSession('access');
    const { router } = await loadApp('/dashboard/2026-11-21/week');
    expect(router.state.location.href).toBe('/dashboard/2026-11-21/week');
    expect(router.state.matches.at(-1)?.params).toEqual({ date: '2026-11-21', view: 'week' });
  });

  it('asks a signed-out visitor to sign in before choosing a date', async () => {
    const { router } = await loadApp('/dashboard');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
  });
});

describe('unknown URLs', () => {
  it.each(['/no-such-page', '/time-group', '/time-groups/nope', '/settings/tags/extra', '/public/drink'])(
    '%s shows the not-found screen with a way home',
    async (path) => {
      seedSession('extra');
      renderApp(await loadApp(path));
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toBe('Page not found · Lifelog'));
    },
  );

  it('offers sign-in instead of home to a signed-out visitor', async () => {
    renderApp(await loadApp('/no-such-page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('the redirect search param', () => {
  it('keeps a path of this app', async () => {
    const { router } = await loadApp('/login?redirect=%2Fnotes-collections%3Fx%3D1');
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: '/notes-collections?x=1' });
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '/\t/evil.example', 42])(
    'ignores %s',
    async (target) => {
      for (const page of ['/login', '/password-login']) {
        seedSession(page === '/login' ? 'none' : 'access');
        const { router } = await loadApp(`${page}?redirect=${encodeURIComponent(String(target))}`);
        expect(router.state.location.pathname).toBe(page);
        expect(router.state.matches.at(-1)?.search.redirect).toBeUndefined();
      }
    },
  );
});

describe('matching', () => {
  it('matches paths case-insensitively, like the original app, so /auth reaches /Auth', async () => {
    const { router } = await loadApp('/auth');
    expect(router.state.matches.at(-1)?.routeId).toBe('/Auth');
  });
});

describe('session changes', () => {
  it('sends a signed-in user on a guarded page to /login as soon as they sign out', async () => {
    seedSession('access');
    const app = await loadApp('/notes-collections');
    renderApp(app);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();

    act(() => app.authRuntime.auth.send({ type: 'logout.requested' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('leaves the password pages as soon as the password session ends', async () => {
    seedSession('extra');
    const app = await loadApp('/password-groups');
    renderApp(app);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();

    act(() => app.authRuntime.signedIn.current()!.extraAuth.send({ type: 'session.expired' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/password-login'));
  });
});
