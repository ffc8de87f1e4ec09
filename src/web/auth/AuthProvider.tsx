import { shallowEqual, useSelector } from '@xstate/react';
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { selectAuth, type Credentials, type SignupForm } from '../../../machines/authMachine';
import type { AuthRuntime } from './authRuntime';
import type { UseExtraAuth } from './extraAuthBinding';

const AuthRuntimeContext = createContext<AuthRuntime | null>(null);

export interface AuthProviderProps {
  /** The app's one runtime (createAppAuthRuntime), or a test's (createAuthRuntime with a fake fetch). */
  runtime: AuthRuntime;
  children: ReactNode;
}

/** Gives the screens below it the accounts workflows (see `useAuth`, `useExtraAuth`, `useCurrentUser`). */
export function AuthProvider({ runtime, children }: AuthProviderProps) {
  return <AuthRuntimeContext.Provider value={runtime}>{children}</AuthRuntimeContext.Provider>;
}

/** The runtime, or null outside an `<AuthProvider>` (shell tests and stories that render without one). */
export function useOptionalAuthRuntime(): AuthRuntime | null {
  return useContext(AuthRuntimeContext);
}

function useRequiredRuntime(hook: string): AuthRuntime {
  const runtime = useContext(AuthRuntimeContext);
  if (!runtime) throw new Error(`${hook} must be used inside <AuthProvider>`);
  return runtime;
}

export interface UseAuth {
  /** The login, sign-up and 2FA screens' view-model (machines/authMachine.ts `selectAuth`). */
  view: ReturnType<typeof selectAuth>;
  /** POST /auth/login; a 2FA user goes to the code step (`view.isAwaitingCode`). */
  login: (credentials: Credentials) => void;
  /** POST /auth/signup; logs in on success. */
  signup: (form: SignupForm) => void;
  /** The login or sign-up form was edited: its last error no longer applies and goes. */
  editForm: () => void;
  /** Keeps the code field's text in the machine (`view.code`). */
  enterCode: (code: string) => void;
  /** POST /auth/2fa with the code entered; a wrong one keeps the step with `view.errorMessageId`. */
  submitCode: () => void;
  /** Back from the code step to the login form. */
  cancelLogin: () => void;
  /** Spec §4: revokes the refresh token, clears the local user and extra token, goes to /login. */
  logout: () => void;
}

/**
 * The user's login (spec §4). Navigation is done by the runtime: logout lands on /login; after a
 * login the screen decides where to go (e.g. `search.redirect`) when `view.isLoggedIn` turns true.
 * An error is `view.errorMessageId`, an id of the message catalogues.
 */
export function useAuth(): UseAuth {
  const { auth } = useRequiredRuntime('useAuth');
  const view = useSelector(auth, selectAuth, shallowEqual);
  const actions = useMemo(
    () => ({
      login: (credentials: Credentials) => auth.send({ type: 'login.submitted', credentials }),
      signup: (form: SignupForm) => auth.send({ type: 'signup.submitted', form }),
      editForm: () => auth.send({ type: 'form.edited' }),
      enterCode: (code: string) => auth.send({ type: 'code.entered', code }),
      submitCode: () => auth.send({ type: 'code.submitted' }),
      cancelLogin: () => auth.send({ type: 'login.cancelled' }),
      logout: () => auth.send({ type: 'logout.requested' }),
    }),
    [auth],
  );
  return { view, ...actions };
}

export type { UseExtraAuth } from './extraAuthBinding';

/**
 * The extra (password area) login, separate from the user's login (spec §4). Its machine comes
 * with the signed-in session, which the "auth" guard has loaded; elsewhere this suspends until it is.
 */
export function useExtraAuth(): UseExtraAuth {
  const { signedIn } = useRequiredRuntime('useExtraAuth');
  const session = signedIn.current() ?? use(signedIn.load());
  return session.useExtraAuth(session);
}

/** The auth runtime; for hooks that need its client or `refreshUser`. */
export function useAuthRuntime(): AuthRuntime {
  return useRequiredRuntime('useAuthRuntime');
}

const selectUser = (snapshot: Parameters<typeof selectAuth>[0]) => selectAuth(snapshot).user;

/**
 * The signed-in user (spec §3), or null; re-renders when it changes. It is the auth machine's:
 * the one copy of the user, which `refreshUser` and the user mutations (userMutations.ts) update.
 */
export function useCurrentUser() {
  return useSelector(useRequiredRuntime('useCurrentUser').auth, selectUser);
}
