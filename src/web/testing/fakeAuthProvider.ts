import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { UseAuth, UseExtraAuth } from '../auth/AuthProvider';

/**
 * A stand-in for src/web/auth/AuthProvider in tests of the sign-in screens, which are about what
 * the view-models show: `vi.mock('<path>/auth/AuthProvider', async () => (await
 * import('<path>/testing/fakeAuthProvider')).fakeAuthProviderModule)`. The views live in a small
 * store, so a test can flip `isLoggedIn` and see the screen react; the actions are spies.
 * Screens that change the account use the real runtime (renderWithShell) instead.
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
};
const extraLoggedOut: ExtraView = { isLoggedIn: false, isSubmitting: false, errorMessageId: null };

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
  editForm: vi.fn(),
  enterCode: vi.fn(),
  submitCode: vi.fn(),
  cancelLogin: vi.fn(),
  logout: vi.fn(),
  extraLogin: vi.fn(),
  extraEditPassword: vi.fn(),
  extraLogout: vi.fn(),
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
    for (const spy of [
      this.login,
      this.signup,
      this.editForm,
      this.enterCode,
      this.submitCode,
      this.cancelLogin,
      this.logout,
      this.extraLogin,
      this.extraEditPassword,
      this.extraLogout,
    ]) {
      spy.mockReset();
    }
    emit();
  },
};

export const fakeAuthProviderModule = {
  AuthProvider: ({ children }: { children: unknown }) => children,
  useAuth: () => ({
    view: useSyncExternalStore(subscribe, () => state.auth),
    login: fakeAuth.login,
    signup: fakeAuth.signup,
    editForm: fakeAuth.editForm,
    enterCode: fakeAuth.enterCode,
    submitCode: fakeAuth.submitCode,
    cancelLogin: fakeAuth.cancelLogin,
    logout: fakeAuth.logout,
  }),
  useExtraAuth: () => ({
    view: useSyncExternalStore(subscribe, () => state.extra),
    login: fakeAuth.extraLogin,
    editPassword: fakeAuth.extraEditPassword,
    logout: fakeAuth.extraLogout,
  }),
  useCurrentUser: () => useSyncExternalStore(subscribe, () => state.auth.user),
};
