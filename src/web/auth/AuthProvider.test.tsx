// Proves the React bindings the account screens build on: useAuth, useExtraAuth and
// useSavePreference read the machines' view-models and drive the real runtime (fake fetch), and
// useHasExtraPassword reads the local user.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSession } from '../session/localSession';
import { useHasExtraPassword } from '../shell/useHasExtraPassword';
import { testUser } from '../testing/testUser';
import { AuthProvider, useAuth, useExtraAuth, useSavePreference } from './AuthProvider';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const serverUser = { ...testUser({ hasExtraPassword: false }), access: { ...testUser().access } };
let routes: Record<string, () => Response>;
const fakeFetch = vi.fn(async (request: Request) => {
  const route = routes[`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`];
  return route ? route() : json(404, { status: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
});

let runtime: AuthRuntime;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
function wrapper({ children }: { children: ReactNode }) {
  return <AuthProvider runtime={runtime}>{children}</AuthProvider>;
}
function start() {
  runtime = createAuthRuntime({
    fetch: fakeFetch as typeof fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: { send: vi.fn() } as never,
    navigate,
    translate: (_id, text) => text,
    fingerprint: async () => 'fp',
  });
}

beforeEach(() => {
  localStorage.clear();
  localSession.reload();
  navigate = vi.fn<(path: string) => void>();
  routes = {
    'POST /auth/login': () => json(200, { status: true, data: serverUser }),
    'POST /auth/logout': () => json(200, { status: true }),
    'POST /auth/extra-password': () => json(401, { status: false, error: { code: 'UNAUTHORIZED', message: 'Wrong password' } }),
  };
});
afterEach(() => {
  runtime.stop();
  vi.restoreAllMocks();
});

describe('useAuth', () => {
  it('logs in and out, re-rendering with the view-model', async () => {
    start();
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.view).toMatchObject({ isLoggedIn: false, isSubmitting: false });

    act(() => result.current.login({ username: 'ada', password: 'secret' }));
    await waitFor(() => expect(result.current.view.isLoggedIn).toBe(true));
    expect(result.current.view.user?.username).toBe('ada');

    act(() => result.current.logout());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(result.current.view.isLoggedIn).toBe(false);
  });

  it('drives the code step', async () => {
    routes['POST /auth/login'] = () => json(200, { status: true, data: { twoFactorRequired: true, token: 'P', expiresIn: 300 } });
    start();
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => result.current.login({ username: 'ada', password: 'secret' }));
    await waitFor(() => expect(result.current.view.isAwaitingCode).toBe(true));
    act(() => result.current.enterCode('12'));
    expect(result.current.view.code).toBe('12');
    act(() => result.current.cancelLogin());
    expect(result.current.view).toMatchObject({ isAwaitingCode: false, isLoggedIn: false });
  });

  it('says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start();
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <AuthProvider>');
  });
});

describe('useExtraAuth', () => {
  it('shows "Wrong password" for a refused extra password', async () => {
    localSession.setUser(testUser());
    start();
    const { result } = renderHook(() => useExtraAuth(), { wrapper });
    act(() => result.current.login('guess'));
    await waitFor(() => expect(result.current.view.errorMessage).toBe('Wrong password'));
    expect(result.current.view.isLoggedIn).toBe(false);
  });
});

describe('useSavePreference and useHasExtraPassword', () => {
  it('applies a saved preference to the local user at once', async () => {
    localSession.setUser(testUser());
    routes['PUT /auth/user/user00000001'] = () =>
      json(200, {
        status: true,
        data: { _id: 'user00000001', username: 'ada', is2faEnabled: false, hasExtraPassword: true, preferences: { ...testUser().preferences, language: 2 } },
      });
    start();
    const { result } = renderHook(() => ({ save: useSavePreference(), hasExtra: useHasExtraPassword() }), { wrapper });
    expect(result.current.hasExtra).toBe(false);

    let saved = false;
    await act(async () => {
      saved = await result.current.save({ language: 2 });
    });
    expect(saved).toBe(true);
    expect(localSession.get().user?.preferences.language).toBe(2);
    expect(result.current.hasExtra).toBe(true);
  });
});
