// Proves the React bindings the screens build on: useAuth and useExtraAuth read the machines'
// view-models and drive the real runtime (fake server), useExtraAuth also unlocking the vault key
// in a tab that has the extra token but not the key; useCurrentUser is the auth machine's user,
// so the shell's useHasExtraPassword and a preferences save (useSavePreferences, which refreshes
// the user) follow it.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { localSession } from '../session/localSession';
import { useHasExtraPassword } from '../shell/useHasExtraPassword';
import { createFakeServer, ok, refused, type FakeServer } from '../testing/fakeServer';
import { storeSession, testTokenPair } from '../testing/storedSession';
import { testUser } from '../testing/testUser';
import { fixtureExtraPassword, fixtureVault, storeFixtureVaultKey } from '../testing/vaultFixture';
import { AuthProvider, useAuth, useCurrentUser, useExtraAuth } from './AuthProvider';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';
import { useSavePreferences } from './userMutations';

// The key derivation is not this file's subject: an instant stand-in (testing/fastMasterKey.ts).
vi.mock('../vault/masterKey', () => import('../testing/fastMasterKey'));

let server: FakeServer;
let runtime: AuthRuntime;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient({ refreshUser: runtime.refreshUser });
  return (
    <AuthProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AuthProvider>
  );
}
function start() {
  runtime = createAuthRuntime({
    fetch: server.fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: { send: vi.fn() },
    navigate,
    translate: (_id, text) => text,
    fingerprint: async () => 'fp',
  });
}

beforeEach(() => {
  storeSession(null);
  navigate = vi.fn<(path: string) => void>();
  server = createFakeServer({ user: testUser() });
  server.routes['POST /auth/login'] = () => ok(testUser());
  server.routes['POST /auth/extra-password'] = () => refused(401, 'WRONG_PASSWORD', 'Wrong password');
});
afterEach(() => {
  runtime.stop();
  vi.restoreAllMocks();
});

describe('useAuth', () => {
  it('logs in and out, re-rendering with the view-model and the current user', async () => {
    start();
    const { result } = renderHook(() => ({ auth: useAuth(), user: useCurrentUser() }), { wrapper });
    expect(result.current.auth.view).toMatchObject({ isLoggedIn: false, isSubmitting: false });
    expect(result.current.user).toBeNull();

    act(() => result.current.auth.login({ username: 'ada', password: 'secret' }));
    await waitFor(() => expect(result.current.auth.view.isLoggedIn).toBe(true));
    expect(result.current.user?.username).toBe('ada');

    act(() => result.current.auth.logout());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(result.current.auth.view.isLoggedIn).toBe(false);
    expect(result.current.user).toBeNull();
  });

  it('drives the code step', async () => {
    server.routes['POST /auth/login'] = () => ok({ twoFactorRequired: true, token: 'P', expiresIn: 300 });
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
    expect(() => renderHook(() => useCurrentUser())).toThrow('useCurrentUser must be used inside <AuthProvider>');
  });
});

describe('useExtraAuth', () => {
  beforeEach(() => {
    server.vault = fixtureVault;
  });

  it('says a refused extra password by a message id', async () => {
    storeSession(testUser({ hasExtraPassword: true }));
    start();
    await runtime.signedIn.load(); // as the "auth" guard does before a screen that uses it
    const { result } = renderHook(() => useExtraAuth(), { wrapper });
    act(() => result.current.login('guess'));
    await waitFor(() => expect(result.current.view.errorMessageId).toBe('auth.errors.wrongPassword'));
    expect(result.current.view.isLoggedIn).toBe(false);
  });

  it('in a tab with the extra token but no vault key, is not in until the extra password unlocks the key here', async () => {
    storeSession(testUser({ hasExtraPassword: true }), testTokenPair('extra'));
    start();
    await runtime.signedIn.load();
    const { result } = renderHook(() => useExtraAuth(), { wrapper });
    expect(result.current.view.isLoggedIn).toBe(false);
    act(() => result.current.login('guess'));
    expect(result.current.view.isSubmitting).toBe(true);
    await waitFor(() => expect(result.current.view.errorMessageId).toBe('auth.errors.wrongPassword'));
    act(() => result.current.editPassword());
    expect(result.current.view.errorMessageId).toBeNull();
    act(() => result.current.login(fixtureExtraPassword));
    await waitFor(() => expect(result.current.view.isLoggedIn).toBe(true));
    expect(await server.calls('POST /auth/extra-password')).toEqual([]);
  });

  it('is in after a reload of a tab that holds the vault key', async () => {
    storeSession(testUser({ hasExtraPassword: true }), testTokenPair('extra'));
    storeFixtureVaultKey();
    start();
    await runtime.signedIn.load();
    const { result } = renderHook(() => useExtraAuth(), { wrapper });
    await waitFor(() => expect(result.current.view.isLoggedIn).toBe(true));
  });
});

describe('useSavePreferences, useCurrentUser and useHasExtraPassword', () => {
  it('saves to the account and refreshes the user, whom the shell then follows', async () => {
    storeSession(testUser());
    start();
    const { result } = renderHook(() => ({ save: useSavePreferences(), user: useCurrentUser(), hasExtra: useHasExtraPassword() }), { wrapper });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(result.current.hasExtra).toBe(false);

    // Meanwhile another browser set an extra password; the save's refresh brings that too.
    server.account = { ...server.account!, hasExtraPassword: true };
    await act(() => result.current.save.mutateAsync({ language: 2 }));

    expect(result.current.user?.preferences.language).toBe(2);
    expect(result.current.hasExtra).toBe(true);
    expect(localSession.get().user).toMatchObject({ preferences: { language: 2 }, hasExtraPassword: true });
  });

  it('rejects and leaves the user as it was when the server refuses', async () => {
    storeSession(testUser());
    server.routes['PUT /auth/user/user00000001'] = () => refused(400, 'VALIDATION_FAILED', 'bad');
    start();
    const { result } = renderHook(() => ({ save: useSavePreferences(), user: useCurrentUser() }), { wrapper });
    await expect(act(() => result.current.save.mutateAsync({ theme: 'dark' }))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(result.current.user?.preferences.theme).toBe('light');
  });
});
