// Pins what spec §4 fixes about tokens and what a generated walk cannot judge: where every
// transition lands (checked by the guard at the end), the expiry rule
// with its 1 s margin on a fake clock, one refresh in flight while every other caller waits for
// it (a deferred refresh keeps it in flight), each caller answered exactly once, and a failed
// refresh logging out with 'Session timed out.' shown for 1.5 s (spec §8–9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { StoredToken } from '../src/domain/tokenExpiry';
import { selectToasts, toastMachine } from './toastMachine';
import {
  requestToken,
  selectTokenRefresh,
  sessionTimedOutWarning,
  TokenRefusedError,
  tokenRefreshMachine,
  type RefreshedToken,
  type RefreshRequestInput,
  type SessionWarning,
  type TokenRefreshContext,
  type TokenRefreshEmitted,
} from './tokenRefreshMachine';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';

const pins = pinTransitions(tokenRefreshMachine);
const { expectTransitionTo } = pins;

const startTime = new Date('2026-01-01T12:00:00.000Z');
const session: StoredToken = { token: 'access-1', refreshToken: 'refresh-1', created: startTime.toISOString(), expiresIn: 60 };
const refreshed: RefreshedToken = { token: 'access-2', refreshToken: 'refresh-2', expiresIn: 60 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(startTime);
});
afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets a settled promise reach the actor (fromPromise reports on a later microtask). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** The machine with recording stubs; each refresh stays in flight until the test settles it. */
function stubbed(options: { onWarning?: (warning: SessionWarning) => void } = {}) {
  const refreshes: { input: RefreshRequestInput; result: ReturnType<typeof deferred<RefreshedToken>> }[] = [];
  const persisted: StoredToken[] = [];
  const warnings: SessionWarning[] = [];
  let logOuts = 0;
  const machine = tokenRefreshMachine.provide({
    actors: {
      refreshRequest: fromPromise<RefreshedToken, RefreshRequestInput>(({ input }) => {
        const result = deferred<RefreshedToken>();
        refreshes.push({ input, result });
        return result.promise;
      }),
    },
    actions: {
      persistSession: (_, params) => void persisted.push(params.session),
      logOut: () => void (logOuts += 1),
      showWarning: (_, params) => {
        warnings.push(params);
        options.onWarning?.(params);
      },
    },
  });
  return { machine, refreshes, persisted, warnings, logOuts: () => logOuts };
}

function start(storedSession: StoredToken | null = session, options?: Parameters<typeof stubbed>[0]) {
  const stubs = stubbed(options);
  const actor = createActor(stubs.machine, { input: { session: storedSession }, inspect: pins.inspect }).start();
  const emitted: TokenRefreshEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  const view = () => selectTokenRefresh(actor.getSnapshot());
  return { ...stubs, actor, emitted, view };
}

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: 'ready' | 'signedOut', context: Partial<TokenRefreshContext>) {
  const stubs = stubbed();
  const snapshot = stubs.machine.resolveState({ value, context: { session: null, waiting: [], failure: null, ...context } });
  const actor = createActor(stubs.machine, { snapshot, input: {}, inspect: pins.inspect }).start();
  const emitted: TokenRefreshEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  return { ...stubs, actor, emitted };
}

describe('starting', () => {
  it('starts ready with the pair found in storage', () => {
    const { actor, view } = start(session);
    expectTransitionTo(actor, 'ready');
    expect(view()).toEqual({ hasSession: true, isRefreshing: false, waitingCount: 0, errorMessageId: null });
  });

  it('starts signed out without one', () => {
    const { actor, view } = start(null);
    expectTransitionTo(actor, 'signedOut');
    expect(view()).toEqual({ hasSession: false, isRefreshing: false, waitingCount: 0, errorMessageId: null });
  });
});

describe('expiry (spec §4, margin spec §9)', () => {
  it('grants a token with more than 1 s left at once, without refreshing', async () => {
    const { actor, refreshes } = start();
    vi.advanceTimersByTime(58_999);
    await expect(requestToken(actor)).resolves.toBe('access-1');
    expectTransitionTo(actor, 'ready');
    expect(refreshes).toHaveLength(0);
  });

  it('refreshes when elapsed seconds + 1 reach expiresIn, and grants the new token', async () => {
    const { actor, refreshes, persisted, view } = start();
    vi.advanceTimersByTime(59_000);
    const token = requestToken(actor);
    expectTransitionTo(actor, 'refreshing');
    expect(view()).toMatchObject({ isRefreshing: true, waitingCount: 1 });
    expect(refreshes.map((refresh) => refresh.input)).toEqual([{ refreshToken: 'refresh-1' }]);
    refreshes[0]!.result.resolve(refreshed);
    await expect(token).resolves.toBe('access-2');
    expectTransitionTo(actor, 'ready');
    // The new pair's clock starts when it arrived, and it is written where the next load finds it.
    expect(persisted).toEqual([{ ...refreshed, created: new Date(startTime.getTime() + 59_000).toISOString() }]);
    expect(actor.getSnapshot().context.session).toEqual(persisted[0]);
  });

  it('grants the refreshed token to the next caller without a second refresh', async () => {
    const { actor, refreshes } = start();
    vi.advanceTimersByTime(59_000);
    const first = requestToken(actor);
    refreshes[0]!.result.resolve(refreshed);
    await first;
    vi.advanceTimersByTime(30_000);
    await expect(requestToken(actor)).resolves.toBe('access-2');
    expect(refreshes).toHaveLength(1);
  });
});

describe('one refresh in flight (spec §4)', () => {
  it('waits for the refresh in flight instead of starting a second one', async () => {
    const { actor, refreshes, emitted, view } = start();
    vi.advanceTimersByTime(60_000);
    const answers = [requestToken(actor), requestToken(actor)];
    expectTransitionTo(actor, 'refreshing');
    vi.advanceTimersByTime(500);
    answers.push(requestToken(actor));
    expect(refreshes).toHaveLength(1);
    expect(view()).toEqual({ hasSession: true, isRefreshing: true, waitingCount: 3, errorMessageId: null });

    // Nobody is answered while the refresh is in flight, however long it takes.
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(emitted).toEqual([]);

    refreshes[0]!.result.resolve(refreshed);
    await expect(Promise.all(answers)).resolves.toEqual(['access-2', 'access-2', 'access-2']);
    // One answer for all of them, in the order they asked.
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ type: 'token.granted', token: 'access-2' });
    expect(emitted[0]!.callerIds).toHaveLength(3);
    expect(new Set(emitted[0]!.callerIds).size).toBe(3);
    expect(view()).toMatchObject({ isRefreshing: false, waitingCount: 0 });
  });

  it('makes a caller whose token got a 401 meanwhile wait for the same refresh', async () => {
    const { actor, refreshes, emitted, view } = start();
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'token.requested', callerId: 'a' });
    actor.send({ type: 'token.rejected', callerId: 'b', token: 'access-1' });
    expectTransitionTo(actor, 'refreshing');
    expect(view().waitingCount).toBe(2);
    expect(refreshes).toHaveLength(1);
    refreshes[0]!.result.resolve(refreshed);
    await settle();
    expect(emitted).toEqual([{ type: 'token.granted', callerIds: ['a', 'b'], token: 'access-2' }]);
  });

  it('refuses every waiting caller once when the refresh fails, logging out and warning once', async () => {
    const { actor, refreshes, warnings, logOuts, view } = start();
    vi.advanceTimersByTime(60_000);
    const answers = [requestToken(actor), requestToken(actor), requestToken(actor)].map((answer) => answer.catch((error: unknown) => error));
    refreshes[0]!.result.reject(new Error('401'));
    const errors = await Promise.all(answers);
    for (const error of errors) {
      expect(error).toBeInstanceOf(TokenRefusedError);
      expect(error).toMatchObject({ reason: 'refreshFailed', message: 'Session timed out.', name: 'TokenRefusedError' });
    }
    expect(logOuts()).toBe(1);
    expect(warnings).toEqual([sessionTimedOutWarning]);
    expectTransitionTo(actor, 'signedOut');
    expect(view()).toEqual({ hasSession: false, isRefreshing: false, waitingCount: 0, errorMessageId: 'auth.session.timedOut' });
    expect(refreshes).toHaveLength(1);
  });

  it('keeps the session when the refresh cannot reach the server: callers are refused "unreachable", nobody is logged out', async () => {
    const { actor, refreshes, warnings, logOuts, persisted, view } = start();
    vi.advanceTimersByTime(60_000);
    const answers = [requestToken(actor), requestToken(actor)].map((answer) => answer.catch((error: unknown) => error));
    refreshes[0]!.result.reject(Object.assign(new Error('Failed to fetch'), { unreachable: true }));
    const errors = await Promise.all(answers);
    for (const error of errors) {
      expect(error).toMatchObject({ reason: 'unreachable', message: 'The server could not be reached.', name: 'TokenRefusedError' });
    }
    expectTransitionTo(actor, 'ready');
    expect(logOuts()).toBe(0);
    expect(warnings).toEqual([]);
    expect(persisted).toEqual([]);
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(view()).toEqual({ hasSession: true, isRefreshing: false, waitingCount: 0, errorMessageId: null });
  });

  it('refreshes first on the next request once the server is back, with the pair it kept offline', async () => {
    const { actor, refreshes, persisted } = start();
    vi.advanceTimersByTime(60_000);
    const offline = requestToken(actor).catch(() => 'refused');
    refreshes[0]!.result.reject({ unreachable: true });
    await expect(offline).resolves.toBe('refused');
    const online = requestToken(actor);
    expect(refreshes).toHaveLength(2);
    expect(refreshes[1]!.input).toEqual({ refreshToken: 'refresh-1' });
    refreshes[1]!.result.resolve(refreshed);
    await expect(online).resolves.toBe('access-2');
    expect(persisted.map((pair) => pair.token)).toEqual(['access-2']);
  });

  it('counts only an error marked unreachable as offline: an unmarked one or a marker that is not `true` logs out', async () => {
    for (const failure of [new Error('network down'), { unreachable: 'yes' }, null, undefined]) {
      const { actor, refreshes, logOuts } = start();
      vi.advanceTimersByTime(60_000);
      const answer = requestToken(actor).catch((error: TokenRefusedError) => error.reason);
      refreshes[0]!.result.reject(failure);
      await expect(answer).resolves.toBe('refreshFailed');
      expect(logOuts()).toBe(1);
      vi.setSystemTime(startTime);
    }
  });

  it('shows "Session timed out." for exactly 1.5 s when the app wires the warning to the toasts', async () => {
    const toasts = createActor(toastMachine).start();
    const { actor, refreshes } = start(session, {
      onWarning: (warning) =>
        toasts.send({ type: 'toast.shown', toast: { message: warning.defaultMessage, kind: 'warning', duration: warning.duration } }),
    });
    vi.advanceTimersByTime(60_000);
    const answer = requestToken(actor).catch(() => 'refused');
    refreshes[0]!.result.reject(new Error('network down'));
    await expect(answer).resolves.toBe('refused');
    expect(selectToasts(toasts.getSnapshot()).current).toMatchObject({ message: 'Session timed out.', isUrgent: true });
    vi.advanceTimersByTime(1499);
    expect(selectToasts(toasts.getSnapshot()).current?.message).toBe('Session timed out.');
    vi.advanceTimersByTime(1);
    expect(selectToasts(toasts.getSnapshot()).current).toBeNull();
  });

  it('refuses the waiting callers, forgets the pair and drops the refresh when the user logs out meanwhile', async () => {
    const { actor, refreshes, emitted, logOuts, warnings, persisted, view } = start();
    vi.advanceTimersByTime(60_000);
    const answer = requestToken(actor).catch((error: TokenRefusedError) => error);
    actor.send({ type: 'session.ended' });
    expectTransitionTo(actor, 'signedOut');
    expect(view()).toEqual({ hasSession: false, isRefreshing: false, waitingCount: 0, errorMessageId: null });
    await expect(answer).resolves.toMatchObject({ reason: 'noSession', message: 'Not logged in.' });
    // The refresh was cancelled with the state: its late answer changes nothing.
    refreshes[0]!.result.resolve(refreshed);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(persisted).toEqual([]);
    expect(emitted).toHaveLength(1);
    // A logout the user asked for is not a timeout: no second logout, no warning.
    expect(logOuts()).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('grants the waiting callers the pair of a login that lands during the refresh', async () => {
    const { actor, view } = start();
    vi.advanceTimersByTime(60_000);
    const answer = requestToken(actor);
    actor.send({ type: 'session.started', session: { ...session, token: 'access-login', created: new Date().toISOString() } });
    expectTransitionTo(actor, 'ready');
    await expect(answer).resolves.toBe('access-login');
    expect(view()).toEqual({ hasSession: true, isRefreshing: false, waitingCount: 0, errorMessageId: null });
  });

  it.each([
    ['granted', session],
    ['refused', null],
  ] as const)('stops listening for answers once a caller is %s', async (_, stored) => {
    const { actor } = start(stored);
    const listen = actor.on.bind(actor);
    const unsubscribes: ReturnType<typeof vi.fn>[] = [];
    vi.spyOn(actor, 'on').mockImplementation((type, handler) => {
      const subscription = listen(type, handler);
      const unsubscribe = vi.fn(() => subscription.unsubscribe());
      unsubscribes.push(unsubscribe);
      return { unsubscribe };
    });
    await requestToken(actor).catch(() => undefined);
    // One listener for a grant, one for a refusal: both end with the answer, or every request leaks two.
    expect(unsubscribes.map((unsubscribe) => unsubscribe.mock.calls.length)).toEqual([1, 1]);
  });
});

describe('a token the server rejected (spec §8: 401 → refresh and retry once)', () => {
  it('refreshes even though the clock says the token is still valid', async () => {
    const { actor, refreshes } = start();
    const answer = requestToken(actor, { rejectedToken: 'access-1' });
    expectTransitionTo(actor, 'refreshing');
    expect(refreshes).toHaveLength(1);
    refreshes[0]!.result.resolve(refreshed);
    await expect(answer).resolves.toBe('access-2');
  });

  it('grants the current token at once when the rejected one was already replaced', () => {
    const { actor, refreshes, emitted } = startFrom('ready', { session: { ...session, token: 'access-2' } });
    actor.send({ type: 'token.rejected', callerId: 'late', token: 'access-1' });
    expectTransitionTo(actor, 'ready');
    expect(refreshes).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'token.granted', callerIds: ['late'], token: 'access-2' }]);
  });
});

describe('signed out', () => {
  it('refuses a caller at once with "noSession", without refreshing or logging out', () => {
    const { actor, emitted, refreshes, logOuts } = startFrom('signedOut', {});
    actor.send({ type: 'token.requested', callerId: 'a' });
    expectTransitionTo(actor, 'signedOut');
    actor.send({ type: 'token.rejected', callerId: 'b', token: 'old' });
    expectTransitionTo(actor, 'signedOut');
    expect(emitted).toEqual([
      { type: 'token.refused', callerIds: ['a'], reason: 'noSession' },
      { type: 'token.refused', callerIds: ['b'], reason: 'noSession' },
    ]);
    expect(refreshes).toHaveLength(0);
    expect(logOuts()).toBe(0);
  });

  it('becomes ready with the pair of a login and forgets the last failure', () => {
    const { actor } = startFrom('signedOut', { failure: 'refreshFailed' });
    actor.send({ type: 'session.started', session });
    expectTransitionTo(actor, 'ready');
    expect(selectTokenRefresh(actor.getSnapshot())).toMatchObject({ hasSession: true, errorMessageId: null });
  });

  it('forgets the pair on logout from ready', () => {
    const { actor } = startFrom('ready', { session });
    actor.send({ type: 'session.ended' });
    expectTransitionTo(actor, 'signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('takes a new pair in ready without leaving it', () => {
    const { actor } = startFrom('ready', { session });
    const next = { ...session, token: 'access-9' };
    actor.send({ type: 'session.started', session: next });
    expectTransitionTo(actor, 'ready');
    expect(actor.getSnapshot().context.session).toEqual(next);
  });
});

describe('what the app must provide', () => {
  it('fails loudly when `refreshRequest` is not provided', async () => {
    const refresh = createActor(tokenRefreshMachine.implementations.actors.refreshRequest as AnyActorLogic, { input: { refreshToken: 'r' } });
    const failure = new Promise((resolve) => refresh.subscribe({ error: resolve }));
    refresh.start();
    await expect(failure).resolves.toMatchObject({ message: 'actor `refreshRequest` must be provided' });
  });

  it.each(['persistSession', 'logOut', 'showWarning'] as const)('fails loudly when `%s` is not provided', (name) => {
    const action = tokenRefreshMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`action \`${name}\` must be provided`);
  });

  it('stops the actor with that error when the app forgot an action', async () => {
    const actor = createActor(tokenRefreshMachine, { input: { session } });
    const failure = vi.fn();
    actor.subscribe({ error: failure });
    actor.start();
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'token.requested', callerId: 'a' });
    await settle();
    // The default refresh rejects; the failure path then reaches the unprovided `logOut`.
    expect(failure).toHaveBeenCalledWith(expect.objectContaining({ message: 'action `logOut` must be provided' }));
  });
});

itAssertedEveryTransition(pins);
