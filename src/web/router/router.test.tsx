// Proves the routing rules beyond the access table: the dashboard's date redirect, the not-found
// screen, the `redirect` search param accepting only paths of this app, case-insensitive
// matching, and that a session change re-runs the guards.
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { localSession } from '../session/localSession';
import { localIsoDate } from './localDate';
import { loadRouter, renderRouter, seedSession } from './router.testUtils';
import { invalidateOnSessionChange } from './sessionSync';

const english = en as Record<string, string>;

// The shell has its own tests; here it is a bare frame, so these tests see routing alone.
vi.mock('../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));
// The account screens read the accounts workflows; here they are a signed-out stand-in.
vi.mock('../auth/AuthProvider', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../testing/fakeAuthProvider')).fakeAuthProviderModule,
}));

beforeEach(() => localSession.clear());

describe('dashboard', () => {
  it.each(['/dashboard', '/dashboard?view=week#x', '/dashboard/week', '/dashboard/2026-02-30/week'])(
    '%s goes to today, keeping nothing else',
    async (path) => {
      seedSession('access');
      const router = await loadRouter(path);
      expect(router.state.location.href).toBe(`/dashboard/${localIsoDate()}`);
    },
  );

  it('keeps a given date and view', async () => {
    seedSession('access');
    const router = await loadRouter('/dashboard/2026-11-21/week');
    expect(router.state.location.href).toBe('/dashboard/2026-11-21/week');
    expect(router.state.matches.at(-1)?.params).toEqual({ date: '2026-11-21', view: 'week' });
  });

  it('asks a signed-out visitor to sign in before choosing a date', async () => {
    const router = await loadRouter('/dashboard');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
  });
});

describe('unknown URLs', () => {
  it.each(['/no-such-page', '/time-group', '/time-groups/nope', '/settings/tags/extra', '/public/drink'])(
    '%s shows the not-found screen with a way home',
    async (path) => {
      seedSession('extra');
      renderRouter(await loadRouter(path));
      expect(await screen.findByRole('heading', { level: 1, name: english['notFound.screen.heading'] })).toBeVisible();
      expect(screen.getByRole('link', { name: english['notFound.screen.homeLink'] })).toHaveAttribute('href', '/');
    },
  );

  it('offers sign-in instead of home to a signed-out visitor', async () => {
    renderRouter(await loadRouter('/no-such-page'));
    expect(await screen.findByRole('heading', { level: 1, name: english['notFound.screen.heading'] })).toBeVisible();
    expect(screen.getByRole('link', { name: english['notFound.screen.signInLink'] })).toHaveAttribute('href', '/login');
  });
});

describe('the redirect search param', () => {
  it('keeps a path of this app', async () => {
    const router = await loadRouter('/login?redirect=%2Fnotes-collections%3Fx%3D1');
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: '/notes-collections?x=1' });
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '/\t/evil.example', 42])(
    'ignores %s',
    async (target) => {
      for (const page of ['/login', '/password-login']) {
        seedSession(page === '/login' ? 'none' : 'access');
        const router = await loadRouter(`${page}?redirect=${encodeURIComponent(String(target))}`);
        expect(router.state.location.pathname).toBe(page);
        expect(router.state.matches.at(-1)?.search.redirect).toBeUndefined();
      }
    },
  );
});

describe('matching', () => {
  it('matches paths case-insensitively, like the original app, so /auth reaches /Auth', async () => {
    const router = await loadRouter('/auth');
    expect(router.state.matches.at(-1)?.routeId).toBe('/Auth');
  });

  it('shows a signed-out visitor of a public page a way to sign in', async () => {
    renderRouter(await loadRouter('/public/drink/abc123def456'));
    expect(await screen.findByRole('heading', { level: 1, name: english['notBuilt.area.drinks'] })).toBeVisible();
    expect(screen.getByRole('link', { name: english['notBuilt.screen.signInLink'] })).toHaveAttribute('href', '/login');
  });
});

describe('the account screens', () => {
  it('shows the sign-in form on /login, with a way to register', async () => {
    renderRouter(await loadRouter('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: english['accounts.loginForm.heading'] })).toBeVisible();
    expect(screen.getByRole('link', { name: english['accounts.loginForm.register'] })).toHaveAttribute('href', '/register');
  });

  it('shows the registration form on /register, with a way to sign in', async () => {
    renderRouter(await loadRouter('/register'));
    expect(await screen.findByRole('heading', { level: 1, name: english['accounts.registerForm.heading'] })).toBeVisible();
    expect(screen.getByRole('link', { name: english['accounts.registerForm.login'] })).toHaveAttribute('href', '/login');
  });
});

describe('session changes', () => {
  it('sends a signed-in user on a guarded page to /login as soon as they sign out', async () => {
    seedSession('access');
    const router = await loadRouter('/notes-collections');
    const unsubscribe = invalidateOnSessionChange(router, localSession);
    renderRouter(router);
    expect(await screen.findByRole('heading', { level: 1, name: english['notBuilt.area.notes'] })).toBeVisible();

    act(() => localSession.clear());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/notes-collections' });
    unsubscribe();
  });
});
