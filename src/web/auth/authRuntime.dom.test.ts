// Proves the accounts workflows as the app runs them (spec §4): the real machines provided with
// the real API calls through a fake server, the real stored session, a recorded navigate and
// toasts. Login (refusals as message ids of their codes), the 2FA code step, logout, the extra
// password login with the vault (the derived key sent, never the password; the vault key held
// and wiped; the vault's refusals), a reload, refreshing the user, and the stored copy of the user: written from
// the machine only, followed across tabs, and never an older profile over a newer one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAuth } from '../../../machines/authMachine';
import { selectExtraAuth } from '../../../machines/extraAuthMachine';
import { ServerUnreachableError } from '../api/networkFailure';
import { localSession, userStorageKey, type LocalUser } from '../session/localSession';
import { createFakeServer, ok, refused, type FakeServer } from '../testing/fakeServer';
import { storeSession } from '../testing/storedSession';
import { testUser } from '../testing/testUser';
import { fixtureAuthKey, fixtureExtraPassword, fixtureVault, fixtureVaultKey } from '../testing/vaultFixture';
import { vaultKeyStorageKey, vaultKeyStore } from '../vault/vaultKeyStore';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';

const serverUser = testUser({ hasExtraPassword: true, access: { token: 'ACCESS', refreshToken: 'REFRESH', created: '2020-01-01T00:00:00.000Z', expiresIn: 900 } });
/** The server's user as stored by an earlier visit, with a live access token. */
const storedUser = (overrides: Partial<LocalUser> = {}): LocalUser => ({
  ...serverUser,
  access: { ...serverUser.access, created: new Date().toISOString() },
  ...overrides,
});

let server: FakeServer;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let toasts: { send: ReturnType<typeof vi.fn<(event: unknown) => void>> };
let clock: number;
let runtime: AuthRuntime;
let wipeOfflineData: ReturnType<typeof vi.fn<() => Promise<void>>>;

function start() {
  runtime = createAuthRuntime({
    fetch: server.fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts,
    navigate,
    translate: (_id, text) => text,
    fingerprint: async (userId) => `fp-${userId}`,
    now: () => clock,
    wipeOfflineData,
  });
  return runtime;
}

const authView = () => selectAuth(runtime.auth.getSnapshot());
/** The signed-in session (extra login, token machines), loaded (see `loaded`). */
const signedIn = () => runtime.signedIn.current()!;
/** Waits for the signed-in session, which loads on sign-in and at a start with a stored user. */
const loaded = () => runtime.signedIn.load();
const extraView = () => selectExtraAuth(signedIn().extraAuth.getSnapshot());
const settled = () =>
  vi.waitFor(() => expect(authView().isSubmitting || authView().isLoggingOut || (runtime.signedIn.current() !== null && extraView().isSubmitting)).toBe(false));
const rawKey = async (key: CryptoKey | null) => new Uint8Array(await crypto.subtle.exportKey('raw', key!));
const stored = () => JSON.parse(localStorage.getItem(userStorageKey) ?? 'null') as LocalUser | null;
/** Lets the start's (or a sign-in's) refresh of the user finish. */
const refreshed = async () => vi.waitFor(async () => expect((await server.calls('GET /auth/user/user00000001')).length).toBeGreaterThan(0));

beforeEach(() => {
  storeSession(null);
  clock = Date.now();
  server = createFakeServer({ user: serverUser });
  server.routes['POST /auth/login'] = () => ok(serverUser);
  navigate = vi.fn<(path: string) => void>();
  toasts = { send: vi.fn<(event: unknown) => void>() };
  wipeOfflineData = vi.fn(async () => {});
});

afterEach(() => runtime?.stop());

describe('login', () => {
  it('keeps the user in the machine, stores its copy and re-reads the account', async () => {
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isLoggedIn).toBe(true));

    expect(authView().user).toMatchObject({ _id: 'user00000001', hasExtraPassword: true, access: { token: 'ACCESS' } });
    expect(stored()).toMatchObject({ username: 'ada', access: { token: 'ACCESS' }, profileAt: clock });
    expect((await loaded()).accessTokens.getSnapshot().context.session?.token).toBe('ACCESS');
    const [login] = await server.calls('POST /auth/login');
    expect(login!.request.headers.get('x-access-token')).toBeNull();
    expect(login!.body).toEqual({ username: 'ada', password: 'secret' });
    await refreshed();
  });

  it.each([
    ['WRONG_LOGIN', 401, 'api.errors.wrongLogin'],
    ['TOO_MANY_ATTEMPTS', 429, 'api.errors.tooManyAttempts'],
    ['SOMETHING_NEW', 400, 'auth.errors.loginFailed'],
  ])('says a refused login (%s) by a message id, never the server text, and stays logged out', async (code, status, messageId) => {
    server.routes['POST /auth/login'] = () => refused(status, code, 'Some server wording');
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'nope' } });
    await settled();
    expect(authView()).toMatchObject({ isLoggedIn: false, errorMessageId: messageId });
    expect(stored()).toBeNull();
  });
});

describe('two-factor login (spec §4)', () => {
  beforeEach(() => {
    server.account = { ...server.account!, is2faEnabled: true };
    server.routes['POST /auth/login'] = () => ok({ twoFactorRequired: true, token: 'PENDING', expiresIn: 300 });
    server.routes['POST /auth/2fa'] = (request, body) => {
      if (request.headers.get('x-access-token') !== 'PENDING') return refused(401, 'UNAUTHORIZED');
      return (body as { code: string }).code === '123456' ? ok({ ...serverUser, is2faEnabled: true }) : refused(401, 'WRONG_CODE', 'Wrong code');
    };
  });

  it('goes to the code step without logging in', async () => {
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isAwaitingCode).toBe(true));
    expect(authView().isLoggedIn).toBe(false);
    expect(stored()).toBeNull();
  });

  it('keeps the code step with the error after a wrong code, then logs in with the right one', async () => {
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isAwaitingCode).toBe(true));

    runtime.auth.send({ type: 'code.entered', code: '000000' });
    runtime.auth.send({ type: 'code.submitted' });
    await settled();
    expect(authView()).toMatchObject({ isAwaitingCode: true, isLoggedIn: false, errorMessageId: 'api.errors.wrongCode', code: '' });

    runtime.auth.send({ type: 'code.entered', code: '123456' });
    runtime.auth.send({ type: 'code.submitted' });
    await vi.waitFor(() => expect(authView().isLoggedIn).toBe(true));
    expect(stored()).toMatchObject({ is2faEnabled: true, access: { token: 'ACCESS' } });
  });
});

describe('logout (spec §4)', () => {
  it('revokes the refresh token, clears the user and the extra token and goes to /login', async () => {
    storeSession(storedUser(), { token: 'EXTRA', refreshToken: 'EXTRA-R', created: new Date().toISOString(), expiresIn: 300 });
    start();
    await loaded();
    expect(extraView().isLoggedIn).toBe(true);

    runtime.auth.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));

    expect(authView()).toMatchObject({ isLoggedIn: false, user: null });
    expect(extraView().isLoggedIn).toBe(false);
    expect(localStorage.getItem('lifelog.user')).toBeNull();
    expect(localStorage.getItem('lifelog.extraToken')).toBeNull();
    const [logout] = await server.calls('POST /auth/logout');
    expect(logout!.body).toEqual({ refreshToken: 'REFRESH' });
    expect(logout!.request.headers.get('x-access-token')).toBe('ACCESS');
    expect(logout!.request.headers.get('x-device-fingerprint')).toBe('fp-user00000001');
  });

  it('still logs out when the server cannot revoke the token', async () => {
    storeSession(storedUser());
    server.routes['POST /auth/logout'] = () => refused(503, 'SERVICE_UNAVAILABLE', 'Down');
    start();
    runtime.auth.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(stored()).toBeNull();
  });
});

// The real Argon2id (64 MiB, 3 passes) runs here: about a second a login, more on a busy machine.
describe('extra password login (spec §4, §8) with the vault (issue 9)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeSession(storedUser());
    server.routes['POST /auth/extra-password'] = (_request, body) =>
      (body as { extraPassword: string }).extraPassword === fixtureAuthKey
        ? ok({ token: 'EXTRA', refreshToken: 'EXTRA-R', expiresIn: 300 })
        : refused(401, 'WRONG_PASSWORD', 'Wrong password');
  });
  const login = async (extraPassword: string) => {
    (await loaded()).extraAuth.send({ type: 'password.submitted', extraPassword });
    await vi.waitFor(() => expect(extraView().isSubmitting).toBe(false), { timeout: 20_000 });
  };
  /** Every request body and URL the browser sent, as one text. */
  const everythingSent = async () =>
    (await Promise.all(server.requests.map(async (request) => `${request.url} ${await request.clone().text()}`))).join('\n');

  it('says "Wrong password" for a refused password, keeps the user logged in and holds no vault key', async () => {
    start();
    await login('guess the vault');
    expect(extraView()).toMatchObject({ isLoggedIn: false, errorMessageId: 'auth.errors.wrongPassword' });
    expect(authView().isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(vaultKeyStore.get()).toBeNull();
  });

  it('sends the derived key, never the password, then holds the vault key; a password logout wipes both', async () => {
    start();
    await login(fixtureExtraPassword);
    expect(extraView().isLoggedIn).toBe(true);
    expect((await server.calls('POST /auth/extra-password')).map((call) => call.body)).toEqual([{ extraPassword: fixtureAuthKey }]);
    expect(await everythingSent()).not.toContain(fixtureExtraPassword);
    expect(localSession.get().extraToken).toMatchObject({ token: 'EXTRA', refreshToken: 'EXTRA-R' });
    expect((await loaded()).extraTokens.getSnapshot().context.session?.token).toBe('EXTRA');
    expect(await rawKey(vaultKeyStore.get())).toEqual(await rawKey(await fixtureVaultKey()));
    expect(sessionStorage.getItem(vaultKeyStorageKey)).not.toBeNull();

    (await loaded()).extraAuth.send({ type: 'logout.requested' });
    expect(navigate).toHaveBeenCalledWith('/password-login');
    expect(localSession.get().extraToken).toBeNull();
    expect(vaultKeyStore.get()).toBeNull();
    expect(sessionStorage.getItem(vaultKeyStorageKey)).toBeNull();
    expect(authView().isLoggedIn).toBe(true);
  });

  it('wipes the vault key when the extra token expires, and when the user logs out', async () => {
    start();
    await login(fixtureExtraPassword);
    (await loaded()).extraAuth.send({ type: 'session.expired' });
    expect(vaultKeyStore.get()).toBeNull();

    await login(fixtureExtraPassword);
    expect(vaultKeyStore.get()).not.toBeNull();
    runtime.auth.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(vaultKeyStore.get()).toBeNull();
    expect(sessionStorage.getItem(vaultKeyStorageKey)).toBeNull();
  });

  it.each([
    [404, 'EXTRA_PASSWORD_NOT_SET', 'accounts.errors.extraPasswordNotSet'],
    [409, 'VAULT_RESET_NEEDED', 'accounts.errors.vaultResetNeeded'],
  ])('answers %i %s with its own words and asks nothing of the server', async (status, code, messageId) => {
    server.routes['GET /auth/extra-password'] = () => refused(status, code);
    start();
    await login(fixtureExtraPassword);
    expect(extraView()).toMatchObject({ isLoggedIn: false, errorMessageId: messageId });
    expect(await server.calls('POST /auth/extra-password')).toEqual([]);
  });

  it('refuses a vault key that the accepted password does not unwrap (it was changed on the server)', async () => {
    const [version, iv, ciphertext] = fixtureVault.wrappedVaultKey.split('.');
    server.vault = { ...fixtureVault, wrappedVaultKey: `${version}.${iv}.${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}` };
    start();
    await login(fixtureExtraPassword);
    expect(extraView()).toMatchObject({ isLoggedIn: false, errorMessageId: 'accounts.errors.vaultDoesNotOpen' });
    expect(vaultKeyStore.get()).toBeNull();
  });

  it('unlocks the vault key in a tab that has the extra token but not the key, without a new login', async () => {
    storeSession(storedUser(), { token: 'EXTRA', refreshToken: 'EXTRA-R', created: new Date().toISOString(), expiresIn: 300 });
    start();
    const { vaultUnlock } = await loaded();
    expect(extraView().isLoggedIn).toBe(true);
    vaultUnlock.submit('guess the vault');
    expect(vaultUnlock.getState().isSubmitting).toBe(true);
    await vi.waitFor(() => expect(vaultUnlock.getState()).toEqual({ isSubmitting: false, errorMessageId: 'auth.errors.wrongPassword' }), { timeout: 20_000 });
    expect(vaultKeyStore.get()).toBeNull();
    vaultUnlock.edit();
    expect(vaultUnlock.getState().errorMessageId).toBeNull();
    vaultUnlock.submit(fixtureExtraPassword);
    await vi.waitFor(() => expect(vaultKeyStore.get()).not.toBeNull(), { timeout: 20_000 });
    expect(vaultUnlock.getState()).toEqual({ isSubmitting: false, errorMessageId: null });
    expect(await rawKey(vaultKeyStore.get())).toEqual(await rawKey(await fixtureVaultKey()));
    expect(await server.calls('POST /auth/extra-password')).toEqual([]);
  });
});

describe('reload', () => {
  it('a new runtime from the stored session is logged in, with both sessions', { timeout: 30_000 }, async () => {
    server.routes['POST /auth/extra-password'] = () => ok({ token: 'EXTRA', refreshToken: 'EXTRA-R', expiresIn: 300 });
    start();
    runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'secret' } });
    await vi.waitFor(() => expect(authView().isLoggedIn).toBe(true));
    (await loaded()).extraAuth.send({ type: 'password.submitted', extraPassword: fixtureExtraPassword });
    await vi.waitFor(() => expect(extraView().isLoggedIn).toBe(true), { timeout: 20_000 });
    runtime.stop();

    localSession.reload();
    start();
    expect(authView()).toMatchObject({ isLoggedIn: true, user: { username: 'ada' } });
    await loaded();
    expect(extraView().isLoggedIn).toBe(true);
    expect((await loaded()).accessTokens.getSnapshot().context.session?.token).toBe('ACCESS');
    expect((await loaded()).extraTokens.getSnapshot().context.session?.token).toBe('EXTRA');
  });

  it('re-reads the account at start, so a change made elsewhere since the last visit shows', async () => {
    storeSession(storedUser({ is2faEnabled: true }));
    server.account = { ...server.account!, is2faEnabled: false };
    start();
    expect(authView().user?.is2faEnabled).toBe(true);
    await vi.waitFor(() => expect(authView().user?.is2faEnabled).toBe(false));
    expect(stored()).toMatchObject({ is2faEnabled: false, profileAt: clock });
  });

  it('refreshes an expired stored access token before the first call, and keeps the new pair', async () => {
    storeSession(storedUser({ access: serverUser.access }));
    server.routes['POST /auth/refreshtoken'] = () => ok({ token: 'ACCESS-2', refreshToken: 'REFRESH-2', expiresIn: 900 });
    start();
    await runtime.client.GET('/auth/session');

    const [refresh, ...more] = await server.calls('POST /auth/refreshtoken');
    expect(more).toEqual([]);
    expect(refresh!.body).toEqual({ refreshToken: 'REFRESH' });
    expect(server.requests.at(-1)!.headers.get('x-access-token')).toBe('ACCESS-2');
    expect(stored()?.access).toMatchObject({ token: 'ACCESS-2', refreshToken: 'REFRESH-2' });
  });
});

describe('offline at start (DESIGN §8)', () => {
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('stays signed in when the refresh of an expired token cannot reach the server, and refreshes first once it can', async () => {
    storeSession(storedUser({ access: serverUser.access }));
    server.routes['POST /auth/refreshtoken'] = offline;
    server.routes['GET /auth/session'] = offline;
    start();
    await expect(runtime.client.GET('/auth/session')).rejects.toBeInstanceOf(ServerUnreachableError);

    expect(authView()).toMatchObject({ isLoggedIn: true, user: { _id: 'user00000001' } });
    expect(stored()?.access.token).toBe('ACCESS');
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts.send).not.toHaveBeenCalled();
    expect(wipeOfflineData).not.toHaveBeenCalled();

    server.routes['POST /auth/refreshtoken'] = () => ok({ token: 'ACCESS-2', refreshToken: 'REFRESH-2', expiresIn: 900 });
    server.routes['GET /auth/session'] = () => ok([]);
    await runtime.client.GET('/auth/session');
    expect(server.requests.at(-1)!.headers.get('x-access-token')).toBe('ACCESS-2');
    expect(stored()?.access).toMatchObject({ token: 'ACCESS-2', refreshToken: 'REFRESH-2' });
  });

  it('still signs out, wiping the saved data, when the server refuses the refresh (an expired session)', async () => {
    storeSession(storedUser({ access: serverUser.access }));
    server.routes['POST /auth/refreshtoken'] = () => refused(401, 'INVALID_REFRESH_TOKEN', 'Refresh token expired');
    start();
    await runtime.client.GET('/auth/session');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(stored()).toBeNull();
    expect(wipeOfflineData).toHaveBeenCalledOnce();
  });
});

describe('saved data (DESIGN §8)', () => {
  it('is wiped when the user signs out', async () => {
    storeSession(storedUser());
    start();
    runtime.auth.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(wipeOfflineData).toHaveBeenCalledOnce();
  });

  it('is wiped when the server already ended the session (a deleted account), and kept while signed in', async () => {
    storeSession(storedUser());
    start();
    await refreshed();
    expect(wipeOfflineData).not.toHaveBeenCalled();
    runtime.auth.send({ type: 'session.ended' });
    expect(wipeOfflineData).toHaveBeenCalledOnce();
  });
});

describe('refreshUser', () => {
  it('takes the account from GET /auth/user/{id} into the user and its stored copy', async () => {
    storeSession(storedUser());
    start();
    await refreshed();
    server.account = { ...server.account!, hasExtraPassword: false, preferences: { ...server.account!.preferences, theme: 'dark' } };
    clock += 5_000;

    await expect(runtime.refreshUser()).resolves.toBe(true);

    expect(authView().user).toMatchObject({ hasExtraPassword: false, preferences: { theme: 'dark' }, access: { token: 'ACCESS' } });
    expect(stored()).toMatchObject({ hasExtraPassword: false, preferences: { theme: 'dark' }, profileAt: clock });
  });

  it('answers false and changes nothing when the call fails', async () => {
    storeSession(storedUser());
    start();
    await refreshed();
    server.routes['GET /auth/user/user00000001'] = () => refused(500, 'INTERNAL', 'Oops');
    await expect(runtime.refreshUser()).resolves.toBe(false);
    expect(authView().user?.hasExtraPassword).toBe(true);
  });

  it('lets only the latest answer count, so an earlier, slower one cannot undo a change', async () => {
    storeSession(storedUser());
    start();
    await refreshed();
    let answerFirst!: () => void;
    server.routes['GET /auth/user/user00000001'] = () =>
      new Promise((resolve) => (answerFirst = () => resolve(ok({ ...server.account!, is2faEnabled: false }))));
    const first = runtime.refreshUser();
    await vi.waitFor(() => expect(answerFirst).toBeTypeOf('function'));
    server.routes['GET /auth/user/user00000001'] = () => ok({ ...server.account!, is2faEnabled: true });
    await runtime.refreshUser();
    answerFirst();

    await expect(first).resolves.toBe(false);
    expect(authView().user?.is2faEnabled).toBe(true);
  });

  it('does nothing signed out', async () => {
    start();
    await expect(runtime.refreshUser()).resolves.toBe(false);
    expect(server.requests).toEqual([]);
  });
});

describe('session warnings (spec §8)', () => {
  const warning = (message: string) => ({ type: 'toast.shown', toast: { message, kind: 'warning', duration: 'extended' } });

  it('a failed refresh warns "Session timed out." and logs out', async () => {
    storeSession(storedUser({ access: serverUser.access }));
    server.routes['POST /auth/refreshtoken'] = () => refused(401, 'INVALID_REFRESH_TOKEN', 'Refresh token expired');
    start();
    await runtime.client.GET('/auth/session');

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(toasts.send).toHaveBeenCalledExactlyOnceWith(warning('Session timed out.'));
    expect(stored()).toBeNull();
  });

  it('a 403 logs out with the server text as the warning', async () => {
    storeSession(storedUser());
    server.routes['GET /auth/session'] = () => refused(403, 'FORBIDDEN', 'Your account is locked.');
    start();
    await runtime.client.GET('/auth/session');

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(toasts.send).toHaveBeenCalledWith(warning('Your account is locked.'));
    expect(authView().isLoggedIn).toBe(false);
  });
});

describe('another tab (syncFromSession)', () => {
  /** What another tab wrote to storage, as this tab's storage event delivers it. */
  const otherTabStores = (user: LocalUser | null) => {
    if (user) localStorage.setItem(userStorageKey, JSON.stringify(user));
    else localStorage.removeItem(userStorageKey);
    localSession.reload();
    runtime.syncFromSession();
  };

  it('takes over a pair another tab refreshed, so this tab does not present a spent refresh token', async () => {
    storeSession(storedUser());
    start();
    await refreshed();
    otherTabStores({ ...stored()!, access: { ...stored()!.access, token: 'OTHER', refreshToken: 'OTHER-R' } });

    expect((await loaded()).accessTokens.getSnapshot().context.session?.refreshToken).toBe('OTHER-R');
    expect(authView().user?.access.token).toBe('OTHER');
  });

  it('takes a newer profile another tab stored, and a token refresh here then keeps it', async () => {
    storeSession(storedUser({ is2faEnabled: true, profileAt: clock - 60_000 }));
    server.routes['GET /auth/user/user00000001'] = () => refused(503, 'SERVICE_UNAVAILABLE', 'Down'); // no refresh to help
    server.routes['POST /auth/refreshtoken'] = () => ok({ token: 'ACCESS-2', refreshToken: 'REFRESH-2', expiresIn: 900 });
    start();
    await refreshed();
    // The other tab turned 2FA off and stored its newer profile.
    otherTabStores({ ...stored()!, is2faEnabled: false, profileAt: clock });
    expect(authView().user?.is2faEnabled).toBe(false);

    (await loaded()).accessTokens.send({ type: 'session.started', session: { ...serverUser.access, created: '2020-01-01T00:00:00.000Z' } });
    await runtime.client.GET('/auth/session');

    expect(stored()).toMatchObject({ is2faEnabled: false, access: { token: 'ACCESS-2' } });
  });

  it('never writes its older profile over a newer one another tab stored before this tab heard of it', async () => {
    storeSession(storedUser({ is2faEnabled: true, profileAt: clock - 60_000 }));
    server.routes['GET /auth/user/user00000001'] = () => refused(503, 'SERVICE_UNAVAILABLE', 'Down');
    server.routes['POST /auth/refreshtoken'] = () => ok({ token: 'ACCESS-2', refreshToken: 'REFRESH-2', expiresIn: 900 });
    start();
    await refreshed();
    // Stored by the other tab, but its storage event has not arrived here yet.
    localStorage.setItem(userStorageKey, JSON.stringify({ ...stored()!, is2faEnabled: false, profileAt: clock }));

    (await loaded()).accessTokens.send({ type: 'session.started', session: { ...serverUser.access, created: '2020-01-01T00:00:00.000Z' } });
    await runtime.client.GET('/auth/session');

    expect(stored()).toMatchObject({ is2faEnabled: false, access: { token: 'ACCESS-2' } });
    expect(authView().user?.is2faEnabled).toBe(false);
  });

  it('follows a sign-in made in another tab while this one was signed out', async () => {
    start();
    expect(authView().isLoggedIn).toBe(false);
    otherTabStores(storedUser({ profileAt: clock }));

    expect(authView()).toMatchObject({ isLoggedIn: true, user: { _id: 'user00000001' } });
    expect((await loaded()).accessTokens.getSnapshot().context.session?.token).toBe(storedUser().access.token);
  });

  it('logs out when another tab logged out', async () => {
    storeSession(storedUser());
    start();
    otherTabStores(null);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(authView().isLoggedIn).toBe(false);
  });

  it('ends the password session when another tab logged out of passwords', async () => {
    storeSession(storedUser(), { token: 'EXTRA', refreshToken: 'EXTRA-R', created: new Date().toISOString(), expiresIn: 300 });
    start();
    await loaded();
    storeSession(stored());
    runtime.syncFromSession();
    expect(extraView().isLoggedIn).toBe(false);
    expect((await loaded()).extraTokens.getSnapshot().context.session).toBeNull();
    expect(authView().isLoggedIn).toBe(true);
  });
});
