// Pins what spec §4 and §8 fix about the extra password login, which a generated walk cannot
// judge: where every transition lands (checked by the guard at the end), a refused password says
// "Wrong password" and nothing else does, errors are catalogue ids, a password logout and an
// extra session that could not be refreshed both clear the extra token and go to /password-login,
// a full logout only forgets it, and what the request and each app action receive.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { StoredToken } from '../src/domain/tokenExpiry';
import {
  extraAuthMachine,
  extraAuthMessageIds,
  passwordLoginPath,
  selectExtraAuth,
  WrongPasswordError,
  type ExtraAuthContext,
  type ExtraPasswordRequestInput,
} from './extraAuthMachine';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';
import type { RefreshedToken } from './tokenRefreshMachine';

const pins = pinTransitions(extraAuthMachine);
const { expectTransitionTo } = pins;

const now = new Date('2026-01-01T12:00:00.000Z');
const granted: RefreshedToken = { token: 'extra', refreshToken: 'r-extra', expiresIn: 600 };
const session: StoredToken = { ...granted, created: now.toISOString() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** The machine with recording stubs; the request answers as the test says. */
function stubbed(answer: (input: ExtraPasswordRequestInput) => Promise<RefreshedToken>) {
  const calls: { name: string; input?: unknown; params?: unknown }[] = [];
  const machine = extraAuthMachine.provide({
    actors: {
      extraPasswordRequest: fromPromise<RefreshedToken, ExtraPasswordRequestInput>(({ input }) => {
        calls.push({ name: 'extraPasswordRequest', input });
        return answer(input);
      }),
    },
    actions: {
      storeExtraSession: (_, params) => void calls.push({ name: 'storeExtraSession', params }),
      clearExtraSession: () => void calls.push({ name: 'clearExtraSession' }),
      navigateTo: (_, params) => void calls.push({ name: 'navigateTo', params }),
    },
  });
  return { machine, calls };
}

function start(answer: (input: ExtraPasswordRequestInput) => Promise<RefreshedToken>, stored: StoredToken | null = null) {
  const stubs = stubbed(answer);
  const actor = createActor(stubs.machine, { input: { session: stored }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectExtraAuth(actor.getSnapshot()) };
}

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: 'loggedOut' | 'loggedIn', context: Partial<ExtraAuthContext>) {
  const stubs = stubbed(async () => granted);
  const snapshot = stubs.machine.resolveState({ value, context: { session: null, errorMessageId: null, ...context } });
  const actor = createActor(stubs.machine, { snapshot, input: {}, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectExtraAuth(actor.getSnapshot()) };
}

describe('starting', () => {
  it('starts logged in to passwords with the extra token found in storage', () => {
    const { actor, view } = start(async () => granted, session);
    expectTransitionTo(actor, 'loggedIn');
    expect(view().isLoggedIn).toBe(true);
  });

  it('starts logged out of passwords without one', () => {
    const { actor, view } = start(async () => granted);
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toEqual({ isLoggedIn: false, isSubmitting: false, errorMessageId: null });
  });
});

describe('password login', () => {
  it('sends the extra password, keeps the token stamped with its arrival time and stores it', async () => {
    const { actor, calls, view } = start(async () => granted);
    actor.send({ type: 'password.submitted', extraPassword: 'open sesame' });
    expectTransitionTo(actor, 'loggingIn');
    expect(view()).toMatchObject({ isSubmitting: true, isLoggedIn: false });
    await settle();
    expectTransitionTo(actor, 'loggedIn');
    expect(view()).toEqual({ isLoggedIn: true, isSubmitting: false, errorMessageId: null });
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(calls).toEqual([
      { name: 'extraPasswordRequest', input: { extraPassword: 'open sesame' } },
      { name: 'storeExtraSession', params: { session } },
    ]);
  });

  it('says "Wrong password" when the server refuses the password (spec §8)', async () => {
    const { actor, calls, view } = start(async () => {
      throw new WrongPasswordError();
    });
    actor.send({ type: 'password.submitted', extraPassword: 'guess' });
    await settle();
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toEqual({ isLoggedIn: false, isSubmitting: false, errorMessageId: 'auth.errors.wrongPassword' });
    expect(calls.map((call) => call.name)).toEqual(['extraPasswordRequest']);
  });

  it('names itself in the logs when the app throws it', () => {
    expect(String(new WrongPasswordError())).toBe('WrongPasswordError: Wrong password');
  });

  it('does not blame the password when the request fails for another reason', async () => {
    const { actor, view } = start(async () => {
      throw { status: 503 };
    });
    actor.send({ type: 'password.submitted', extraPassword: 'open sesame' });
    await settle();
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toMatchObject({ isLoggedIn: false, errorMessageId: extraAuthMessageIds.loginFailed });
    expect(extraAuthMessageIds.loginFailed).toBe('auth.errors.passwordLoginFailed');
  });

  it('says what the app made of another failure when it carries a message id (too many attempts)', async () => {
    const { actor, view } = start(async () => {
      throw Object.assign(new Error('Too many attempts, try again later'), { messageId: 'api.errors.tooManyAttempts' });
    });
    actor.send({ type: 'password.submitted', extraPassword: 'open sesame' });
    await settle();
    expect(view()).toMatchObject({ errorMessageId: 'api.errors.tooManyAttempts' });
  });

  it('does not submit an empty password', () => {
    const { actor, calls } = start(async () => granted);
    actor.send({ type: 'password.submitted', extraPassword: '' });
    expectTransitionTo(actor, 'loggedOut');
    expect(calls).toEqual([]);
  });

  it('clears "Wrong password" when the password is submitted again', () => {
    const { actor, view } = startFrom('loggedOut', { errorMessageId: extraAuthMessageIds.wrongPassword });
    actor.send({ type: 'password.submitted', extraPassword: 'again' });
    expect(view()).toMatchObject({ isSubmitting: true, errorMessageId: null });
  });

  it('clears "Wrong password" as soon as the password is edited, staying logged out', () => {
    const { actor, calls, view } = startFrom('loggedOut', { errorMessageId: extraAuthMessageIds.wrongPassword });
    actor.send({ type: 'password.edited' });
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toEqual({ isLoggedIn: false, isSubmitting: false, errorMessageId: null });
    expect(calls).toEqual([]);
  });

  it('drops a password check in flight when the whole user logs out', async () => {
    const { actor, calls } = start(() => new Promise<RefreshedToken>((resolve) => setTimeout(() => resolve(granted), 100)));
    actor.send({ type: 'password.submitted', extraPassword: 'open sesame' });
    actor.send({ type: 'session.cleared' });
    expectTransitionTo(actor, 'loggedOut');
    vi.advanceTimersByTime(100);
    await settle();
    expectTransitionTo(actor, 'loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(calls.map((call) => call.name)).toEqual(['extraPasswordRequest']);
  });
});

describe('leaving the passwords (spec §4)', () => {
  it('password logout clears the extra token and goes to /password-login', () => {
    const { actor, calls, view } = startFrom('loggedIn', { session });
    actor.send({ type: 'logout.requested' });
    expectTransitionTo(actor, 'loggedOut');
    expect(view().isLoggedIn).toBe(false);
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(calls).toEqual([{ name: 'clearExtraSession' }, { name: 'navigateTo', params: { path: '/password-login' } }]);
    expect(passwordLoginPath).toBe('/password-login');
  });

  it('an extra token that could not be refreshed logs out of passwords the same way', () => {
    const { actor, calls } = startFrom('loggedIn', { session });
    actor.send({ type: 'session.expired' });
    expectTransitionTo(actor, 'loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(calls).toEqual([{ name: 'clearExtraSession' }, { name: 'navigateTo', params: { path: '/password-login' } }]);
  });

  it('a full logout only forgets the extra token: auth has cleared it and goes to /login', () => {
    const { actor, calls } = startFrom('loggedIn', { session });
    actor.send({ type: 'session.cleared' });
    expectTransitionTo(actor, 'loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(calls).toEqual([]);
  });

  it('ignores a password logout when not logged in to passwords', () => {
    const { actor, calls } = startFrom('loggedOut', {});
    actor.send({ type: 'logout.requested' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls).toEqual([]);
  });

  it('keeps and stores a refreshed extra token while logged in', () => {
    const { actor, calls } = startFrom('loggedIn', { session });
    const next = { ...session, token: 'extra-2' };
    actor.send({ type: 'session.refreshed', session: next });
    expectTransitionTo(actor, 'loggedIn');
    expect(actor.getSnapshot().context.session).toEqual(next);
    expect(calls).toEqual([{ name: 'storeExtraSession', params: { session: next } }]);
  });
});

describe('what the app must provide', () => {
  it('fails loudly when `extraPasswordRequest` is not provided', async () => {
    const request = createActor(extraAuthMachine.implementations.actors.extraPasswordRequest as AnyActorLogic, { input: { extraPassword: 'x' } });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: 'actor `extraPasswordRequest` must be provided' });
  });

  it.each(['storeExtraSession', 'clearExtraSession', 'navigateTo'] as const)('fails loudly when `%s` is not provided', (name) => {
    const action = extraAuthMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`action \`${name}\` must be provided`);
  });

  it('stops the actor with that error when the app forgot an action', () => {
    const snapshot = extraAuthMachine.resolveState({ value: 'loggedIn', context: { session, errorMessageId: null } });
    const actor = createActor(extraAuthMachine, { snapshot, input: {} });
    const failure = vi.fn();
    actor.subscribe({ error: failure });
    actor.start();
    actor.send({ type: 'logout.requested' });
    expect(failure).toHaveBeenCalledWith(expect.objectContaining({ message: 'action `clearExtraSession` must be provided' }));
  });
});

itAssertedEveryTransition(pins);
