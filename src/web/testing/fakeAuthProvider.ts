import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { UseAuth, UseExtraAuth } from '../auth/AuthProvider';

/**
 * A stand-in for src/web/auth/AuthProvider in tests of the account routes:
 * `vi.mock('<path>/auth/AuthProvider', async () => (await import('<path>/testing/fakeAuthProvider')).fakeAuthProviderModule)`.
 * The views live in a small store, so a test can flip `isLoggedIn` and see the screen react;
 * the actions are spies.
 */
type AuthView = UseAuth['view'];
type ExtraView = UseExtraAuth['view'];

const loggedOut: AuthView = {
  isLoggedIn: false,
  isSubmitting: false,
  isAwaitingCode: false,
  isLoggingOut: false,
  user: null,
  code: '',
  errorMessageId: null,
  errorMessage: null,
};
const extraLoggedOut: ExtraView = { isLoggedIn: false, isSubmitting: false, errorMessageId: null, errorMessage: null };

let state = { auth: loggedOut, extra: extraLoggedOut };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

export const fakeAuth = {
  login: vi.fn(),
  signup: vi.fn(),
  enterCode: vi.fn(),
  submitCode: vi.fn(),
  cancelLogin: vi.fn(),
  logout: vi.fn(),
  extraLogin: vi.fn(),
  extraLogout: vi.fn(),
  savePreference: vi.fn(async (_preference: unknown) => true),
  /** The runtime client's PUT, used to set the extra password. */
  putUser: vi.fn(async (_path: string, _init: unknown) => ({ response: new Response(null, { status: 200 }) })),
  setAuth(patch: Partial<AuthView>) {
    state = { ...state, auth: { ...state.auth, ...patch } };
    emit();
  },
  setExtra(patch: Partial<ExtraView>) {
    state = { ...state, extra: { ...state.extra, ...patch } };
    emit();
  },
  reset() {
    state = { auth: loggedOut, extra: extraLoggedOut };
    for (const spy of [this.login, this.signup, this.enterCode, this.submitCode, this.cancelLogin, this.logout, this.extraLogin, this.extraLogout]) {
      spy.mockReset();
    }
    this.savePreference.mockReset().mockResolvedValue(true);
    this.putUser.mockReset().mockResolvedValue({ response: new Response(null, { status: 200 }) });
    emit();
  },
};

const runtime = {
  auth: { getSnapshot: () => ({ context: { user: { _id: 'user00000001' } } }) },
  client: { PUT: (path: string, init: unknown) => fakeAuth.putUser(path, init) },
};

export const fakeAuthProviderModule = {
  AuthProvider: ({ children }: { children: unknown }) => children,
  useAuth: () => ({
    view: useSyncExternalStore(subscribe, () => state.auth),
    login: fakeAuth.login,
    signup: fakeAuth.signup,
    enterCode: fakeAuth.enterCode,
    submitCode: fakeAuth.submitCode,
    cancelLogin: fakeAuth.cancelLogin,
    logout: fakeAuth.logout,
  }),
  useExtraAuth: () => ({
    view: useSyncExternalStore(subscribe, () => state.extra),
    login: fakeAuth.extraLogin,
    logout: fakeAuth.extraLogout,
  }),
  useSavePreference: () => fakeAuth.savePreference,
  useOptionalAuthRuntime: () => runtime,
};
