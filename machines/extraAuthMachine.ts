import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { StoredToken } from '../src/domain/tokenExpiry';
import { failureMessageId } from './failureMessage';
import type { RefreshedToken } from './tokenRefreshMachine';

export interface ExtraPasswordRequestInput {
  extraPassword: string;
}

/**
 * What `extraPasswordRequest` rejects with when the server refuses the password itself, as
 * opposed to failing; only this one says "Wrong password" (spec §8).
 */
export class WrongPasswordError extends Error {
  constructor() {
    super('Wrong password');
    this.name = 'WrongPasswordError';
  }
}

export interface ExtraAuthInput {
  /** The extra token found in local storage at start, if any. */
  session?: StoredToken | null;
}

export interface ExtraAuthContext {
  session: StoredToken | null;
  /** Why the last password login failed: a message id of the app's catalogues. */
  errorMessageId: string | null;
}

export type ExtraAuthEvent =
  | { type: 'password.submitted'; extraPassword: string }
  /** The user changed the password field: the last refusal no longer describes it. */
  | { type: 'password.edited' }
  /** The user logged out of passwords (spec §4: password logout). */
  | { type: 'logout.requested' }
  /** The extra token could not be refreshed, or a password call got 403 (spec §4, §8). */
  | { type: 'session.expired' }
  /** The whole user logged out: auth has already cleared the extra token and gone to /login. */
  | { type: 'session.cleared' }
  /** The extra token machine refreshed the pair; the local extra token keeps it. */
  | { type: 'session.refreshed'; session: StoredToken };

/** Where a password logout lands (spec §4). */
export const passwordLoginPath = '/password-login';

/**
 * What the password login says when it fails (spec §8: a refused password says "Wrong password",
 * nothing else does); ids of the app's catalogues, checked by machineMessages.test.ts.
 */
export const extraAuthMessageIds = {
  wrongPassword: 'auth.errors.wrongPassword',
  loginFailed: 'auth.errors.passwordLoginFailed',
  // Said by the app's `extraPasswordRequest` (the vault, issue 9); the first two send the user to Settings.
  extraPasswordNotSet: 'accounts.errors.extraPasswordNotSet',
  vaultResetNeeded: 'accounts.errors.vaultResetNeeded',
  vaultDoesNotOpen: 'accounts.errors.vaultDoesNotOpen',
} as const;

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

/**
 * The extra password login in front of the password areas (spec §4: `extraLoggedIn`), separate
 * from the user's login: logging out of passwords leaves the user logged in.
 *
 * Invariants:
 * - `loggedIn` ⇔ `session` (the extra token) is set.
 * - Leaving `loggedIn` by the user's password logout or by an expired extra session clears the
 *   local extra token (`clearExtraSession`) and goes to `/password-login`; a full logout
 *   (`session.cleared`) only forgets it, since auth has cleared it and gone to `/login`.
 * - A refused password says "Wrong password"; any other failure says what its rejection's
 *   `messageId` says (e.g. too many attempts), else that it could not log in. Errors are message
 *   ids, never the server's text, and are cleared as soon as the password is edited
 *   (`password.edited`) and by the next submission, so "Wrong password" never stands beside a
 *   newer complaint about the field.
 */
export const extraAuthMachine = setup({
  types: {
    context: {} as ExtraAuthContext,
    events: {} as ExtraAuthEvent,
    input: {} as ExtraAuthInput,
  },
  actors: {
    extraPasswordRequest: fromPromise<RefreshedToken, ExtraPasswordRequestInput>(async () => {
      throw mustBeProvided('actor', 'extraPasswordRequest');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasPassword: ({ event }) => {
      assertEvent(event, 'password.submitted');
      return event.extraPassword !== '';
    },
    isWrongPassword: ({ event }) => (event as unknown as { error: unknown }).error instanceof WrongPasswordError,
  },
  actions: {
    clearError: assign({ errorMessageId: null }),
    assignSession: assign({
      session: ({ event }) => ({ ...(event as unknown as { output: RefreshedToken }).output, created: new Date().toISOString() }),
    }),
    assignRefreshedSession: assign(({ event }) => {
      assertEvent(event, 'session.refreshed');
      return { session: event.session };
    }),
    forgetSession: assign({ session: null }),
    assignWrongPassword: assign({ errorMessageId: extraAuthMessageIds.wrongPassword }),
    assignLoginFailed: assign({
      errorMessageId: ({ event }) => failureMessageId((event as unknown as { error: unknown }).error, extraAuthMessageIds.loginFailed),
    }),
    // Provided by the app: write the local extra token (spec §3) and hand it to the extra token machine.
    storeExtraSession: (_, _params: { session: StoredToken }) => {
      throw mustBeProvided('action', 'storeExtraSession');
    },
    // Provided by the app: remove the local extra token and end the extra token machine.
    clearExtraSession: () => {
      throw mustBeProvided('action', 'clearExtraSession');
    },
    // Provided by the app: the router's navigate.
    navigateTo: (_, _params: { path: string }) => {
      throw mustBeProvided('action', 'navigateTo');
    },
  },
}).createMachine({
  id: 'extraAuth',
  context: ({ input }) => ({ session: input.session ?? null, errorMessageId: null }),
  initial: 'starting',
  states: {
    // Passed through, never rested in: an extra token found in storage starts logged in.
    starting: {
      always: [{ guard: 'hasSession', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'password.submitted': { guard: 'hasPassword', target: 'loggingIn', actions: 'clearError' },
        'password.edited': { actions: 'clearError' },
      },
    },
    loggingIn: {
      invoke: {
        id: 'extraPasswordRequest',
        src: 'extraPasswordRequest',
        input: ({ event }) => {
          assertEvent(event, 'password.submitted');
          return { extraPassword: event.extraPassword };
        },
        onDone: {
          target: 'loggedIn',
          actions: ['assignSession', { type: 'storeExtraSession', params: ({ context }) => ({ session: context.session! }) }],
        },
        onError: [
          { guard: 'isWrongPassword', target: 'loggedOut', actions: 'assignWrongPassword' },
          { target: 'loggedOut', actions: 'assignLoginFailed' },
        ],
      },
      on: {
        // A full logout while the password is checked: its answer no longer matters.
        'session.cleared': 'loggedOut',
      },
    },
    loggedIn: {
      on: {
        'logout.requested': {
          target: 'loggedOut',
          actions: ['forgetSession', 'clearExtraSession', { type: 'navigateTo', params: { path: passwordLoginPath } }],
        },
        'session.expired': {
          target: 'loggedOut',
          actions: ['forgetSession', 'clearExtraSession', { type: 'navigateTo', params: { path: passwordLoginPath } }],
        },
        'session.cleared': { target: 'loggedOut', actions: 'forgetSession' },
        'session.refreshed': {
          actions: ['assignRefreshedSession', { type: 'storeExtraSession', params: ({ context }) => ({ session: context.session! }) }],
        },
      },
    },
  },
});

export type ExtraAuthSnapshot = SnapshotFrom<typeof extraAuthMachine>;
export type ExtraAuthActor = ActorRefFrom<typeof extraAuthMachine>;

export interface ExtraAuthViewModel {
  isLoggedIn: boolean;
  /** The password is with the server: disable the form. */
  isSubmitting: boolean;
  /** A message id of the app's catalogues (see `extraAuthMessageIds`), or null. */
  errorMessageId: string | null;
}

/** The view-model the password login screen, the extra route guard and the tests read. */
export function selectExtraAuth(snapshot: ExtraAuthSnapshot): ExtraAuthViewModel {
  return {
    isLoggedIn: snapshot.matches('loggedIn'),
    isSubmitting: snapshot.matches('loggingIn'),
    errorMessageId: snapshot.context.errorMessageId,
  };
}
