import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PendingLogin, RequestBody, User } from '../src/contract/types';
import type { StoredToken } from '../src/domain/tokenExpiry';
import { failureMessageId } from './failureMessage';

/**
 * The signed-in user as the client keeps it: the contract's `User` (spec §3), whose access pair's
 * `created` the client stamps on receipt (src/domain/tokenExpiry.ts).
 */
export type SessionUser = User;

/** A right password for a 2FA user (openapi.yaml `PendingLogin`): not a login yet (spec §4). */
export type { PendingLogin };

/** What `POST /auth/login` answers: the user, or a login waiting for its code. */
export type LoginResult = SessionUser | PendingLogin;

export type Credentials = RequestBody<'login'>;

/** The sign-up form as `POST /auth/signup` takes it (spec §7). */
export type SignupForm = RequestBody<'signup'>;

export interface TwoFactorRequestInput {
  code: string;
  /** The pending login's token, the only one `POST /auth/2fa` accepts. */
  pendingToken: string;
}

export interface LogoutRequestInput {
  refreshToken: string;
}

export interface AuthInput {
  /** The user found in local storage at start, if any. */
  user?: SessionUser | null;
}

export interface AuthContext {
  user: SessionUser | null;
  /** A password login whose 2FA code is not yet validated: not logged in (spec §4). */
  pendingLogin: PendingLogin | null;
  code: string;
  /** Why the last submission failed: a message id of the app's catalogues. */
  errorMessageId: string | null;
}

export type AuthEvent =
  | { type: 'login.submitted'; credentials: Credentials }
  | { type: 'signup.submitted'; form: SignupForm }
  /** The user changed a field of the login or sign-up form: the last refusal no longer describes it. */
  | { type: 'form.edited' }
  | { type: 'code.entered'; code: string }
  | { type: 'code.submitted' }
  /** Back from the code step to the login form. */
  | { type: 'login.cancelled' }
  /** The user signed out, or a token refresh failed (spec §4). */
  | { type: 'logout.requested' }
  /** The server already ended the session (the account was deleted): out here, with nothing to revoke. */
  | { type: 'session.ended' }
  /** The token machine refreshed the access pair; the local user keeps it. */
  | { type: 'session.refreshed'; access: StoredToken }
  /** The user changed (preferences, spec §7 PUT /auth/user/{id}). */
  | { type: 'user.updated'; user: SessionUser }
  /** Another tab of this browser signed in: its stored user arrives here. */
  | { type: 'session.restored'; user: SessionUser };

/** Where logout lands (spec §4). */
export const loginPath = '/login';

/**
 * What each step says when its request fails without a `messageId` of its own (see
 * failureMessage.ts); ids of the app's catalogues, checked by machineMessages.test.ts.
 */
export const authMessageIds = {
  loginFailed: 'auth.errors.loginFailed',
  signupFailed: 'auth.errors.signupFailed',
} as const;

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

const eventOutput = <T>(event: unknown) => (event as { output: T }).output;
const eventError = (event: unknown) => (event as { error: unknown }).error;

/**
 * Logging in, signing up, the 2FA code step and logging out (spec §4).
 *
 * Invariants:
 * - `loggedIn` ⇔ `user` is set; `user` is only set once the password and, when the user has 2FA,
 *   the code are both accepted. Until then the login waits in `pendingLogin`.
 * - `code` is empty outside the `twoFactor` step; a refused code keeps the step with the error
 *   and an empty code field.
 * - Logout always ends logged out, even when `logoutRequest` fails: the local user and the extra
 *   token are cleared (`clearLocalSession`) and the app goes to `/login`. A session the server
 *   already ended (`session.ended`) ends the same way without `logoutRequest`.
 * - `errorMessageId` is a catalogue id, never the server's text: the rejection's own `messageId`
 *   (the app maps the contract's error code) or `authMessageIds`. It is cleared as soon as the
 *   user edits the form it is about (`form.edited`, `code.entered`) and by the next submission, so
 *   a stale error never stands beside a new one (a refused code empties the field, so a new code
 *   is typed first).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    loginRequest: fromPromise<LoginResult, Credentials>(async () => {
      throw mustBeProvided('actor', 'loginRequest');
    }),
    signupRequest: fromPromise<SessionUser, SignupForm>(async () => {
      throw mustBeProvided('actor', 'signupRequest');
    }),
    twoFactorRequest: fromPromise<SessionUser, TwoFactorRequestInput>(async () => {
      throw mustBeProvided('actor', 'twoFactorRequest');
    }),
    logoutRequest: fromPromise<void, LogoutRequestInput>(async () => {
      throw mustBeProvided('actor', 'logoutRequest');
    }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    isTwoFactorRequired: ({ event }) => 'twoFactorRequired' in eventOutput<LoginResult>(event),
    hasCode: ({ context }) => context.code.trim() !== '',
  },
  actions: {
    clearError: assign({ errorMessageId: null }),
    assignUser: assign({ user: ({ event }) => eventOutput<SessionUser>(event) }),
    assignPendingLogin: assign({ pendingLogin: ({ event }) => eventOutput<PendingLogin>(event) }),
    assignVerifiedUser: assign({ user: ({ event }) => eventOutput<SessionUser>(event), pendingLogin: null, code: '' }),
    forgetPendingLogin: assign({ pendingLogin: null, code: '', errorMessageId: null }),
    forgetUser: assign({ user: null }),
    assignCode: assign(({ event }) => {
      assertEvent(event, 'code.entered');
      return { code: event.code };
    }),
    // Only in `loggedIn`, where the user is set.
    assignRefreshedAccess: assign(({ context, event }) => {
      assertEvent(event, 'session.refreshed');
      return { user: { ...context.user!, access: event.access } };
    }),
    assignUpdatedUser: assign(({ event }) => {
      assertEvent(event, 'user.updated');
      return { user: event.user };
    }),
    assignRestoredUser: assign(({ event }) => {
      assertEvent(event, 'session.restored');
      return { user: event.user, errorMessageId: null };
    }),
    assignLoginError: assign({ errorMessageId: ({ event }) => failureMessageId(eventError(event), authMessageIds.loginFailed) }),
    assignSignupError: assign({ errorMessageId: ({ event }) => failureMessageId(eventError(event), authMessageIds.signupFailed) }),
    // The field is emptied so the next code is typed fresh; the error says why. A refusal without
    // its own id (the server unreachable, say) is not blamed on the code.
    assignCodeError: assign({
      errorMessageId: ({ event }) => failureMessageId(eventError(event), authMessageIds.loginFailed),
      code: '',
    }),
    // Provided by the app: write the local user (spec §3) and hand its access pair to the token machine.
    storeUser: (_, _params: { user: SessionUser }) => {
      throw mustBeProvided('action', 'storeUser');
    },
    // Provided by the app: remove the local user and the extra token (spec §4) and end both token machines.
    clearLocalSession: () => {
      throw mustBeProvided('action', 'clearLocalSession');
    },
    // Provided by the app: the router's navigate.
    navigateTo: (_, _params: { path: string }) => {
      throw mustBeProvided('action', 'navigateTo');
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ user: input.user ?? null, pendingLogin: null, code: '', errorMessageId: null }),
  initial: 'starting',
  states: {
    // Passed through, never rested in: a user found in storage starts the machine logged in.
    starting: {
      always: [{ guard: 'hasUser', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'login.submitted': { target: 'loggingIn', actions: 'clearError' },
        'signup.submitted': { target: 'signingUp', actions: 'clearError' },
        'form.edited': { actions: 'clearError' },
        // Already stored by the tab that signed in; this one only follows.
        'session.restored': { target: 'loggedIn', actions: 'assignRestoredUser' },
      },
    },
    loggingIn: {
      invoke: {
        id: 'loginRequest',
        src: 'loginRequest',
        input: ({ event }) => {
          assertEvent(event, 'login.submitted');
          return event.credentials;
        },
        onDone: [
          // Spec §4: with 2FA on, the right password alone does not log in.
          { guard: 'isTwoFactorRequired', target: 'twoFactor', actions: 'assignPendingLogin' },
          {
            target: 'loggedIn',
            actions: ['assignUser', { type: 'storeUser', params: ({ event }) => ({ user: event.output as SessionUser }) }],
          },
        ],
        onError: { target: 'loggedOut', actions: 'assignLoginError' },
      },
    },
    signingUp: {
      invoke: {
        id: 'signupRequest',
        src: 'signupRequest',
        input: ({ event }) => {
          assertEvent(event, 'signup.submitted');
          return event.form;
        },
        onDone: {
          target: 'loggedIn',
          actions: ['assignUser', { type: 'storeUser', params: ({ event }) => ({ user: event.output }) }],
        },
        onError: { target: 'loggedOut', actions: 'assignSignupError' },
      },
    },
    // The 2FA region: code entry, submission, failure, success.
    twoFactor: {
      initial: 'enteringCode',
      on: {
        'login.cancelled': { target: 'loggedOut', actions: 'forgetPendingLogin' },
      },
      states: {
        enteringCode: {
          on: {
            'code.entered': { actions: ['assignCode', 'clearError'] },
            'code.submitted': { guard: 'hasCode', target: 'verifyingCode' },
          },
        },
        verifyingCode: {
          invoke: {
            id: 'twoFactorRequest',
            src: 'twoFactorRequest',
            // The step is entered only with a pending login.
            input: ({ context }) => ({ code: context.code.trim(), pendingToken: context.pendingLogin!.token }),
            onDone: {
              target: '#auth.loggedIn',
              actions: ['assignVerifiedUser', { type: 'storeUser', params: ({ event }) => ({ user: event.output }) }],
            },
            // Spec: a refused code keeps you on the code step, with the error.
            onError: { target: 'enteringCode', actions: 'assignCodeError' },
          },
        },
      },
    },
    loggedIn: {
      on: {
        'logout.requested': 'loggingOut',
        'session.ended': { target: 'loggedOut', actions: ['forgetUser', 'clearLocalSession', { type: 'navigateTo', params: { path: loginPath } }] },
        'session.refreshed': {
          actions: ['assignRefreshedAccess', { type: 'storeUser', params: ({ context }) => ({ user: context.user! }) }],
        },
        'user.updated': {
          actions: ['assignUpdatedUser', { type: 'storeUser', params: ({ context }) => ({ user: context.user! }) }],
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logoutRequest',
        src: 'logoutRequest',
        input: ({ context }) => ({ refreshToken: context.user!.access.refreshToken }),
        // Either way the user is out: a server that could not revoke the token must not keep
        // anyone logged in on this device.
        onDone: { target: 'loggedOut', actions: ['forgetUser', 'clearLocalSession', { type: 'navigateTo', params: { path: loginPath } }] },
        onError: { target: 'loggedOut', actions: ['forgetUser', 'clearLocalSession', { type: 'navigateTo', params: { path: loginPath } }] },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthActor = ActorRefFrom<typeof authMachine>;

export interface AuthViewModel {
  isLoggedIn: boolean;
  /** A login, sign-up or code is with the server: disable the form. */
  isSubmitting: boolean;
  /** Show the code step instead of the login form. */
  isAwaitingCode: boolean;
  isLoggingOut: boolean;
  user: SessionUser | null;
  code: string;
  /** A message id of the app's catalogues (see `authMessageIds`), or null. */
  errorMessageId: string | null;
}

/** The view-model the login, sign-up and code screens and the tests read; never the raw snapshot. */
export function selectAuth(snapshot: AuthSnapshot): AuthViewModel {
  const { user, code, errorMessageId } = snapshot.context;
  return {
    isLoggedIn: snapshot.matches('loggedIn'),
    isSubmitting: snapshot.matches('loggingIn') || snapshot.matches('signingUp') || snapshot.matches({ twoFactor: 'verifyingCode' }),
    isAwaitingCode: snapshot.matches('twoFactor'),
    isLoggingOut: snapshot.matches('loggingOut'),
    user,
    code,
    errorMessageId,
  };
}
