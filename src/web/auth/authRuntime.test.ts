// Proves the accounts workflows as the app runs them (spec §4): the real machines provided with
// the real API calls through a fake fetch, the real local session store, a recorded navigate and
// toasts. Login, the 2FA code step, logout, the extra password login, a reload and preferences.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAuth } from '../../../machines/authMachine';
import { selectExtraAuth } from '../../../machines/extraAuthMachine';
import { localSession } from '../session/localSession';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { status: true, data });
const refused = (status: number, message: string) => json(status, { status: false, error: { code: 'UNAUTHORIZED', message } });

const preferences = { theme: 'light', language: 1, timeSorting: 'normal', timeFilter: 'day', timeView: 'list' } as const;
const serverUser = {
  _id: 'user00000001',
  username: 'ada',
  userSessionId: 'session00001',
  is2faEnabled: false,
  hasExtraPassword: true,
  access: { token: 'ACCESS', refreshToken: 'REFRESH', created: '2020-01-01T00:00:00.000Z', expiresIn: 900 },
  preferences,
};

type Route = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Route>;
let sent: Request[];
const fakeFetch = vi.fn(async (input: Request) => {
  sent.push(input.clone());
  const url = new URL(input.url);
  const route = routes[`${input.method} ${url.pathname.replace(/^\/api/, '')}`];
  return route ? route(input) : json(404, { status: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
});

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let toasts: { send: ReturnType<typeof vi.fn> };
let runtime: AuthRuntime;

function start() {
  runtime = createAuthRuntime({
    fetch: fakeFetch as typeof fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: toasts as never,
    navigate,
    translate: (_id, text) => text,
    fingerprint: async (userId) => `fp-${userId}`,
  });
  return runtime;
}

const authView = () => selectAuth(runtime.auth.getSnapshot());
const extraView = () => selectExtraAuth(runtime.extraAuth.getSnapshot());
const settled = () => vi.waitFor(() => expect(authView().isSubmitting || authView().isLoggingOut || extraView().isSubmitting).toBe(false));

beforeEach(() => {
  localStorage.clear();
  localSession.reload();
  sent = [];
  fakeFetch.mockClear();
  navigate = vi.fn<(path: string) => void>();
  toasts = { send: vi.fn() };
  routes = {
    'POST /auth/login': () => ok(serverUser),
    'POST /auth/logout': () => json(200, { status: true }),
  };
});

afterEach(() => runtime?.stop());

describe('login', () => {
  it('stores the user and lands logged in', async () => {
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isLoggedIn).toBe(true));

    expect(localSession.get().user).toMatchObject({ _id: 'user00000001', hasExtraPassword: true, access: { token: 'ACCESS' } });
    expect(JSON.parse(localStorage.getItem('lifelog.user')!)).toMatchObject({ username: 'ada' });
    expect(runtime.accessTokens.getSnapshot().context.session?.token).toBe('ACCESS');
    const login = sent.find((request) => request.url.endsWith('/auth/login'))!;
    expect(login.headers.get('x-access-token')).toBeNull();
    expect(await login.json()).toEqual({ username: 'ada', password: 'secret' });
  });

  it('shows the server text when the login is refused, and stays logged out', async () => {
    routes['POST /auth/login'] = () => refused(401, 'Wrong username or password');
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'nope' } });
    await settled();
    expect(authView()).toMatchObject({ isLoggedIn: false, errorMessage: 'Wrong username or password' });
    expect(localSession.get().user).toBeNull();
  });
});

describe('two-factor login (spec §4)', () => {
  beforeEach(() => {
    routes['POST /auth/login'] = () => ok({ twoFactorRequired: true, token: 'PENDING', expiresIn: 300 });
    routes['POST /auth/2fa'] = async (request) => {
      const { code } = (await request.json()) as { code: string };
      if (request.headers.get('x-access-token') !== 'PENDING') return refused(401, 'Unauthorized');
      return code === '123456' ? ok({ ...serverUser, is2faEnabled: true }) : refused(401, 'Wrong code');
    };
  });

  it('goes to the code step without logging in', async () => {
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isAwaitingCode).toBe(true));
    expect(authView().isLoggedIn).toBe(false);
    expect(localSession.get().user).toBeNull();
  });

  it('keeps the code step with the error after a wrong code, then logs in with the right one', async () => {
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isAwaitingCode).toBe(true));

    runtime.auth.send({ type: 'code.entered', code: '000000' });
    runtime.auth.send({ type: 'code.submitted' });
    await settled();
    expect(authView()).toMatchObject({ isAwaitingCode: true, isLoggedIn: false, errorMessage: 'Wrong code', code: '' });

    runtime.auth.send({ type: 'code.entered', code: '123456' });
    runtime.auth.send({ type: 'code.submitted' });
    await vi.waitFor(() => expect(authView().isLoggedIn).toBe(true));
    expect(localSession.get().user).toMatchObject({ is2faEnabled: true, access: { token: 'ACCESS' } });
  });
});

describe('logout (spec §4)', () => {
  it('revokes the refresh token, clears the user and the extra token and goes to /login', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });
    localSession.setExtraToken({ token: 'EXTRA', refreshToken: 'EXTRA-R', created: new Date().toISOString(), expiresIn: 300 });
    start();
    expect(extraView().isLoggedIn).toBe(true);

    runtime.auth.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));

    expect(authView().isLoggedIn).toBe(false);
    expect(extraView().isLoggedIn).toBe(false);
    expect(localStorage.getItem('lifelog.user')).toBeNull();
    expect(localStorage.getItem('lifelog.extraToken')).toBeNull();
    const logout = sent.find((request) => request.url.endsWith('/auth/logout'))!;
    expect(await logout.json()).toEqual({ refreshToken: 'REFRESH' });
    expect(logout.headers.get('x-access-token')).toBe('ACCESS');
    expect(logout.headers.get('x-device-fingerprint')).toBe('fp-user00000001');
  });

  it('still logs out when the server cannot revoke the token', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });
    routes['POST /auth/logout'] = () => json(503, { status: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } });
    start();
    runtime.auth.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(localSession.get().user).toBeNull();
  });
});

describe('extra password login (spec §4, §8)', () => {
  beforeEach(() => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });
    routes['POST /auth/extra-password'] = async (request) => {
      const { extraPassword } = (await request.json()) as { extraPassword: string };
      return extraPassword === 'vault' ? ok({ token: 'EXTRA', refreshToken: 'EXTRA-R', expiresIn: 300 }) : refused(401, 'Wrong password');
    };
  });

  it('says "Wrong password" for a refused password and keeps the user logged in', async () => {
    start();
    runtime.extraAuth.send({ type: 'password.submitted', extraPassword: 'guess' });
    await settled();
    expect(extraView()).toMatchObject({ isLoggedIn: false, errorMessage: 'Wrong password' });
    expect(authView().isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stores the extra token, and a password logout clears it and goes to /password-login', async () => {
    start();
    runtime.extraAuth.send({ type: 'password.submitted', extraPassword: 'vault' });
    await vi.waitFor(() => expect(extraView().isLoggedIn).toBe(true));
    expect(localSession.get().extraToken).toMatchObject({ token: 'EXTRA', refreshToken: 'EXTRA-R' });
    expect(runtime.extraTokens.getSnapshot().context.session?.token).toBe('EXTRA');

    runtime.extraAuth.send({ type: 'logout.requested' });
    expect(navigate).toHaveBeenCalledWith('/password-login');
    expect(localSession.get().extraToken).toBeNull();
    expect(authView().isLoggedIn).toBe(true);
  });
});

describe('reload', () => {
  it('a new runtime from the stored session is logged in, with both sessions', async () => {
    start();
    routes['POST /auth/extra-password'] = () => ok({ token: 'EXTRA', refreshToken: 'EXTRA-R', expiresIn: 300 });
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isLoggedIn).toBe(true));
    runtime.extraAuth.send({ type: 'password.submitted', extraPassword: 'vault' });
    await vi.waitFor(() => expect(extraView().isLoggedIn).toBe(true));
    runtime.stop();

    localSession.reload();
    start();
    expect(authView()).toMatchObject({ isLoggedIn: true, user: { username: 'ada' } });
    expect(extraView().isLoggedIn).toBe(true);
    expect(runtime.accessTokens.getSnapshot().context.session?.token).toBe('ACCESS');
    expect(runtime.extraTokens.getSnapshot().context.session?.token).toBe('EXTRA');
  });

  it('refreshes an expired stored access token before the first call, and keeps the new pair', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: '2020-01-01T00:00:00.000Z' } });
    routes['POST /auth/refreshtoken'] = () => ok({ token: 'ACCESS-2', refreshToken: 'REFRESH-2', expiresIn: 900 });
    routes['GET /auth/session'] = () => ok([]);
    start();
    await runtime.client.GET('/auth/session');

    const refresh = sent.find((request) => request.url.endsWith('/auth/refreshtoken'))!;
    expect(await refresh.json()).toEqual({ refreshToken: 'REFRESH' });
    expect(sent.at(-1)!.headers.get('x-access-token')).toBe('ACCESS-2');
    expect(localSession.get().user?.access).toMatchObject({ token: 'ACCESS-2', refreshToken: 'REFRESH-2' });
  });
});

describe('savePreferences', () => {
  it('saves with PUT /auth/user/{id} and updates the local user at once', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });
    routes['PUT /auth/user/user00000001'] = () =>
      ok({ _id: 'user00000001', username: 'ada', is2faEnabled: false, hasExtraPassword: true, preferences: { ...preferences, theme: 'dark' } });
    start();
    await expect(runtime.savePreferences({ theme: 'dark' })).resolves.toBe(true);
    expect(localSession.get().user?.preferences.theme).toBe('dark');
    expect(authView().user?.preferences.theme).toBe('dark');
  });

  it('answers false and changes nothing when the server refuses', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });
    routes['PUT /auth/user/user00000001'] = () => json(400, { status: false, error: { code: 'VALIDATION_FAILED', message: 'bad' } });
    start();
    await expect(runtime.savePreferences({ theme: 'dark' })).resolves.toBe(false);
    expect(localSession.get().user?.preferences.theme).toBe('light');
  });
});

describe('session warnings (spec §8)', () => {
  const warning = (message: string) => ({ type: 'toast.shown', toast: { message, kind: 'warning', duration: 'extended' } });

  it('a failed refresh warns "Session timed out." and logs out', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: '2020-01-01T00:00:00.000Z' } });
    routes['POST /auth/refreshtoken'] = () => refused(401, 'Refresh token expired');
    routes['GET /auth/session'] = () => ok([]);
    start();
    await runtime.client.GET('/auth/session');

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(toasts.send).toHaveBeenCalledExactlyOnceWith(warning('Session timed out.'));
    expect(localSession.get().user).toBeNull();
  });

  it('a 403 logs out with the server text as the warning', async () => {
    localSession.setUser({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });
    routes['GET /auth/session'] = () => refused(403, 'Your account is locked.');
    start();
    await runtime.client.GET('/auth/session');

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(toasts.send).toHaveBeenCalledWith(warning('Your account is locked.'));
    expect(authView().isLoggedIn).toBe(false);
  });
});

describe('another tab (syncFromSession)', () => {
  const storedUser = () => ({ ...serverUser, access: { ...serverUser.access, created: new Date().toISOString() } });

  it('takes over a pair another tab refreshed, so this tab does not present a spent refresh token', () => {
    localSession.setUser(storedUser());
    start();
    localStorage.setItem('lifelog.user', JSON.stringify({ ...storedUser(), access: { ...storedUser().access, token: 'OTHER', refreshToken: 'OTHER-R' } }));
    localSession.reload();
    runtime.syncFromSession();

    expect(runtime.accessTokens.getSnapshot().context.session?.refreshToken).toBe('OTHER-R');
    expect(authView().user?.access.token).toBe('OTHER');
  });

  it('logs out when another tab logged out', async () => {
    localSession.setUser(storedUser());
    start();
    localStorage.removeItem('lifelog.user');
    localSession.reload();
    runtime.syncFromSession();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(authView().isLoggedIn).toBe(false);
  });

  it('ends the password session when another tab logged out of passwords', () => {
    localSession.setUser(storedUser());
    localSession.setExtraToken({ token: 'EXTRA', refreshToken: 'EXTRA-R', created: new Date().toISOString(), expiresIn: 300 });
    start();
    localStorage.removeItem('lifelog.extraToken');
    localSession.reload();
    runtime.syncFromSession();
    expect(extraView().isLoggedIn).toBe(false);
    expect(runtime.extraTokens.getSnapshot().context.session).toBeNull();
    expect(authView().isLoggedIn).toBe(true);
  });
});
