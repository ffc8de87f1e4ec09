import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isTokenExpired, type StoredToken } from '../src/domain/tokenExpiry';
import type { ToastDuration } from './toastMachine';

/** What `POST /auth/refreshtoken` answers (spec §7); the machine stamps `created` itself. */
export interface RefreshedToken {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

export interface RefreshRequestInput {
  refreshToken: string;
}

export interface TokenRefreshInput {
  /** The pair found in local storage at start, if any. */
  session?: StoredToken | null;
}

/**
 * Why a caller got no token: not logged in, the refresh was refused (the session is over), or the
 * server could not be reached to refresh (offline: the session stands, the next request tries again).
 */
export type TokenRefusal = 'noSession' | 'refreshFailed' | 'unreachable';

/**
 * A refresh that failed because the server could not be reached (no network, a gateway error),
 * not because it refused: the app's `refreshRequest` rejects with an error marked so.
 */
export interface UnreachableFailure {
  unreachable: true;
}

/** The refresh failed without an answer from the server (see `UnreachableFailure`). */
export function isUnreachableFailure(error: unknown): error is UnreachableFailure {
  return typeof error === 'object' && error !== null && (error as { unreachable?: unknown }).unreachable === true;
}

export interface TokenRefreshContext {
  session: StoredToken | null;
  /** Callers waiting for the refresh in flight, in the order they asked. */
  waiting: string[];
  /** Why the last session ended by itself; cleared when a new one starts. */
  failure: 'refreshFailed' | null;
}

export type TokenRefreshEvent =
  /** A caller needs a valid token; the answer is emitted with its `callerId`. */
  | { type: 'token.requested'; callerId: string }
  /** The server answered 401 to `token` (spec §8): refresh unless that token is already replaced. */
  | { type: 'token.rejected'; callerId: string; token: string }
  /** A login handed over a new pair. */
  | { type: 'session.started'; session: StoredToken }
  /** A logout: forget the pair and refuse whoever waits. */
  | { type: 'session.ended' };

/** The answers to callers; the app listens with `actor.on(...)` (see `requestToken`). */
export type TokenRefreshEmitted =
  | { type: 'token.granted'; callerIds: string[]; token: string }
  | { type: 'token.refused'; callerIds: string[]; reason: TokenRefusal };

/** What `showWarning` receives: a message id for the UI's catalogue, its English text and how long it shows. */
export interface SessionWarning {
  messageId: string;
  defaultMessage: string;
  duration: ToastDuration;
}

/** The message ids this machine shows; ids of the app's catalogues, checked by machineMessages.test.ts. */
export const tokenRefreshMessageIds = {
  sessionTimedOut: 'auth.session.timedOut',
} as const;

/** Spec §8: a failed refresh warns 'Session timed out.' for 1.5 s (spec §9: the 'extended' toast). */
export const sessionTimedOutWarning: SessionWarning = {
  messageId: tokenRefreshMessageIds.sessionTimedOut,
  defaultMessage: 'Session timed out.',
  duration: 'extended',
};

/** The events that come from a caller waiting for its answer. */
const callerEvents = ['token.requested', 'token.rejected'] as const;

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

/**
 * Hands out a valid token to any number of callers and refreshes it when it runs out (spec §4).
 * One shape serves both pairs: the app provides `refreshRequest` (with `{refreshToken}` or
 * `{extraRefreshToken}`), `persistSession` and `logOut` (log out, or log out of passwords).
 *
 * Invariants:
 * - At most one `refreshRequest` runs at a time; a caller asking meanwhile waits for it.
 * - Every request is answered exactly once, by a `token.granted` or `token.refused` emitted
 *   event naming its `callerId`; `waiting` is empty outside `refreshing`.
 * - `signedOut` ⇔ `session` is null.
 * - A refused refresh forgets the pair, refuses every waiting caller, calls `logOut` once and
 *   shows `sessionTimedOutWarning` once.
 * - A refresh that could not reach the server (`UnreachableFailure`: offline) keeps the pair and
 *   the session, refuses the waiting callers with 'unreachable' and is ready again: the next
 *   request (once online) refreshes first. Offline is not signed out.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    input: {} as TokenRefreshInput,
    emitted: {} as TokenRefreshEmitted,
  },
  actors: {
    refreshRequest: fromPromise<RefreshedToken, RefreshRequestInput>(async () => {
      throw mustBeProvided('actor', 'refreshRequest');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    // Asked only in `ready`, which holds a pair.
    isTokenFresh: ({ context }) => !isTokenExpired(context.session!, new Date()),
    // The 401 was for a token a refresh has already replaced: the caller just retries with the new one.
    isRejectedTokenReplaced: ({ context, event }) => {
      assertEvent(event, 'token.rejected');
      return context.session!.token !== event.token;
    },
    isUnreachable: ({ event }) => isUnreachableFailure((event as unknown as { error: unknown }).error),
  },
  actions: {
    assignSession: assign(({ event }) => {
      assertEvent(event, 'session.started');
      return { session: event.session, failure: null };
    }),
    assignRefreshedSession: assign({
      session: ({ event }) => {
        const output = (event as unknown as { output: RefreshedToken }).output;
        return { ...output, created: new Date().toISOString() };
      },
    }),
    forgetSession: assign({ session: null }),
    markRefreshFailed: assign({ failure: 'refreshFailed' as const }),
    enqueueCaller: assign(({ context, event }) => {
      assertEvent(event, callerEvents);
      return { waiting: [...context.waiting, event.callerId] };
    }),
    clearWaiting: assign({ waiting: [] }),
    // Granting happens only while a pair is held (`ready`, or a refresh or login that just brought one).
    grantCaller: emit(({ context, event }) => {
      assertEvent(event, callerEvents);
      return { type: 'token.granted' as const, callerIds: [event.callerId], token: context.session!.token };
    }),
    refuseCaller: emit(({ event }) => {
      assertEvent(event, callerEvents);
      return { type: 'token.refused' as const, callerIds: [event.callerId], reason: 'noSession' as const };
    }),
    grantWaiting: emit(({ context }) => ({
      type: 'token.granted' as const,
      callerIds: context.waiting,
      token: context.session!.token,
    })),
    refuseWaiting: emit(({ context }, params: { reason: TokenRefusal }) => ({
      type: 'token.refused' as const,
      callerIds: context.waiting,
      reason: params.reason,
    })),
    // Provided by the app: write the refreshed pair where the next page load finds it.
    persistSession: (_, _params: { session: StoredToken }) => {
      throw mustBeProvided('action', 'persistSession');
    },
    // Provided by the app: the access pair logs out (spec §4), the extra pair logs out of passwords.
    logOut: () => {
      throw mustBeProvided('action', 'logOut');
    },
    // Provided by the app: shows the warning as a toast.
    showWarning: (_, _params: SessionWarning) => {
      throw mustBeProvided('action', 'showWarning');
    },
  },
}).createMachine({
  id: 'tokenRefresh',
  context: ({ input }) => ({ session: input.session ?? null, waiting: [], failure: null }),
  initial: 'starting',
  states: {
    // Passed through, never rested in: a pair found in storage starts the machine ready.
    starting: {
      always: [{ guard: 'hasSession', target: 'ready' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'token.requested': { actions: 'refuseCaller' },
        'token.rejected': { actions: 'refuseCaller' },
        'session.started': { target: 'ready', actions: 'assignSession' },
      },
    },
    ready: {
      on: {
        'token.requested': [
          { guard: 'isTokenFresh', actions: 'grantCaller' },
          { target: 'refreshing', actions: 'enqueueCaller' },
        ],
        'token.rejected': [
          { guard: 'isRejectedTokenReplaced', actions: 'grantCaller' },
          { target: 'refreshing', actions: 'enqueueCaller' },
        ],
        'session.started': { actions: 'assignSession' },
        'session.ended': { target: 'signedOut', actions: 'forgetSession' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshRequest',
        src: 'refreshRequest',
        // Entered only from `ready`, which holds a pair.
        input: ({ context }) => ({ refreshToken: context.session!.refreshToken }),
        onDone: {
          target: 'ready',
          actions: [
            'assignRefreshedSession',
            { type: 'persistSession', params: ({ context }) => ({ session: context.session! }) },
            'grantWaiting',
            'clearWaiting',
          ],
        },
        onError: [
          {
            guard: 'isUnreachable',
            target: 'ready',
            actions: [{ type: 'refuseWaiting', params: { reason: 'unreachable' } }, 'clearWaiting'],
          },
          {
            target: 'signedOut',
            actions: [
            { type: 'refuseWaiting', params: { reason: 'refreshFailed' } },
            'clearWaiting',
            'forgetSession',
            'markRefreshFailed',
              'logOut',
              { type: 'showWarning', params: sessionTimedOutWarning },
            ],
          },
        ],
      },
      on: {
        // Accepted only here: a caller asking while a refresh is in flight waits for it
        // instead of starting a second one (spec §4).
        'token.requested': { actions: 'enqueueCaller' },
        'token.rejected': { actions: 'enqueueCaller' },
        // A logout meanwhile: the refresh no longer matters, and leaving this state cancels it.
        'session.ended': {
          target: 'signedOut',
          actions: [{ type: 'refuseWaiting', params: { reason: 'noSession' } }, 'clearWaiting', 'forgetSession'],
        },
        // A new login meanwhile hands over a pair that is better than any refresh.
        'session.started': { target: 'ready', actions: ['assignSession', 'grantWaiting', 'clearWaiting'] },
      },
    },
  },
});

export type TokenRefreshSnapshot = SnapshotFrom<typeof tokenRefreshMachine>;
export type TokenRefreshActor = ActorRefFrom<typeof tokenRefreshMachine>;

export interface TokenRefreshViewModel {
  hasSession: boolean;
  isRefreshing: boolean;
  waitingCount: number;
  /** Set after a failed refresh ended the session, until the next login. */
  errorMessageId: string | null;
}

/** The view-model the UI and the tests read; never the raw snapshot. */
export function selectTokenRefresh(snapshot: TokenRefreshSnapshot): TokenRefreshViewModel {
  return {
    hasSession: snapshot.context.session !== null,
    isRefreshing: snapshot.matches('refreshing'),
    waitingCount: snapshot.context.waiting.length,
    errorMessageId: snapshot.context.failure === 'refreshFailed' ? sessionTimedOutWarning.messageId : null,
  };
}

/** Why `requestToken` rejected. */
export class TokenRefusedError extends Error {
  constructor(readonly reason: TokenRefusal) {
    super(
      reason === 'refreshFailed'
        ? sessionTimedOutWarning.defaultMessage
        : reason === 'unreachable'
          ? 'The server could not be reached.'
          : 'Not logged in.',
    );
    this.name = 'TokenRefusedError';
  }
}

let lastCallerId = 0;

/**
 * The promise API the app's HTTP client uses: resolves with a valid token, waiting for the
 * refresh in flight if there is one, or rejects with `TokenRefusedError`. Pass `rejectedToken`
 * after a 401 to force a refresh (spec §8: refresh and retry once).
 */
export function requestToken(actor: TokenRefreshActor, options: { rejectedToken?: string } = {}): Promise<string> {
  const callerId = `caller-${++lastCallerId}`;
  return new Promise((resolve, reject) => {
    const subscriptions = [
      actor.on('token.granted', (event) => {
        if (!event.callerIds.includes(callerId)) return;
        subscriptions.forEach((subscription) => subscription.unsubscribe());
        resolve(event.token);
      }),
      actor.on('token.refused', (event) => {
        if (!event.callerIds.includes(callerId)) return;
        subscriptions.forEach((subscription) => subscription.unsubscribe());
        reject(new TokenRefusedError(event.reason));
      }),
    ];
    actor.send(
      options.rejectedToken === undefined
        ? { type: 'token.requested', callerId }
        : { type: 'token.rejected', callerId, token: options.rejectedToken },
    );
  });
}
