// Pins what spec §4 fixes about logging in and out, and what a generated walk cannot judge: where
// every transition lands (checked by the guard at the end), the right password alone does not log
// in a 2FA user, a refused code keeps the code step with its error, errors are catalogue ids,
// logout clears the local user and extra token and goes to /login even when the server call
// fails, and what each request and each app action receives.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { defaultPreferences } from '../src/domain/preferences';
import {
  authMachine,
  authMessageIds,
  loginPath,
  selectAuth,
  type AuthContext,
  type Credentials,
  type LoginResult,
  type PendingLogin,
  type SessionUser,
} from './authMachine';
import { deferredActors } from './graphWalk.testing';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';

const pins = pinTransitions(authMachine);
const { expectTransitionTo } = pins;

const access = (token: string) => ({ token, refreshToken: `r-${token}`, created: '2026-01-01T12:00:00.000Z', expiresIn: 3600 });
const ann: SessionUser = { _id: 'annAnnAnn001', username: 'ann', userSessionId: 'annSession01', is2faEnabled: false, hasExtraPassword: false, access: access('ann'), preferences: defaultPreferences };
const bob: SessionUser = { _id: 'bobBobBob001', username: 'bob', userSessionId: 'bobSession01', is2faEnabled: true, hasExtraPassword: false, access: access('bob'), preferences: defaultPreferences };
const bobPending: PendingLogin = { twoFactorRequired: true, token: 'pending-bob', expiresIn: 300 };
const credentials: Credentials = { username: 'ann', password: 'correct horse' };

/** The machine with recording stubs: every request stays in flight until the test settles it. */
function stubbed() {
  const calls: { name: string; input?: unknown; params?: unknown }[] = [];
  const requests = deferredActors(['loginRequest', 'signupRequest', 'twoFactorRequest', 'logoutRequest'], (name, input) => calls.push({ name, input }));
  const machine = authMachine.provide({
    actors: requests.actors as never,
    actions: {
      storeUser: (_, params) => void calls.push({ name: 'storeUser', params }),
      clearLocalSession: () => void calls.push({ name: 'clearLocalSession' }),
      navigateTo: (_, params) => void calls.push({ name: 'navigateTo', params }),
    },
  });
  return { machine, calls, resolve: requests.resolve, reject: requests.reject };
}

function start(user: SessionUser | null = null) {
  const stubs = stubbed();
  const actor = createActor(stubs.machine, { input: { user }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectAuth(actor.getSnapshot()) };
}

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: 'loggedOut' | 'loggedIn' | { twoFactor: 'enteringCode' }, context: Partial<AuthContext>) {
  const stubs = stubbed();
  const snapshot = stubs.machine.resolveState({ value, context: { user: null, pendingLogin: null, code: '', errorMessageId: null, ...context } });
  const actor = createActor(stubs.machine, { snapshot, input: {}, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectAuth(actor.getSnapshot()) };
}

/** A rejection the app explained: its actor mapped the contract's error code to a message id. */
const explained = (messageId: string) => Object.assign(new Error('refused'), { messageId });

describe('starting', () => {
  it('starts logged in with the user found in storage', () => {
    const { actor, view } = start(ann);
    expectTransitionTo(actor, 'loggedIn');
    expect(view()).toMatchObject({ isLoggedIn: true, user: ann });
  });

  it('starts logged out with an empty form without one', () => {
    const { actor, view } = start(null);
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toEqual({ isLoggedIn: false, isSubmitting: false, isAwaitingCode: false, isLoggingOut: false, user: null, code: '', errorMessageId: null });
  });
});

describe('login (spec §4)', () => {
  it('logs in a user without 2FA and stores the user', async () => {
    const { actor, calls, resolve, view } = start();
    actor.send({ type: 'login.submitted', credentials });
    expectTransitionTo(actor, 'loggingIn');
    expect(view()).toMatchObject({ isSubmitting: true, isLoggedIn: false });
    expect(calls).toEqual([{ name: 'loginRequest', input: credentials }]);
    await resolve('loginRequest', ann);
    expectTransitionTo(actor, 'loggedIn');
    expect(view()).toMatchObject({ isLoggedIn: true, isSubmitting: false, user: ann, errorMessageId: null });
    expect(calls.at(-1)).toEqual({ name: 'storeUser', params: { user: ann } });
  });

  it('does not log in a 2FA user on the password alone: it waits on the code step with an empty field, storing nothing', async () => {
    const { actor, calls, resolve, view } = start();
    actor.send({ type: 'login.submitted', credentials });
    await resolve('loginRequest', bobPending);
    expectTransitionTo(actor, 'twoFactor.enteringCode');
    expect(actor.getSnapshot().context.pendingLogin).toEqual(bobPending);
    expect(view()).toMatchObject({ isLoggedIn: false, isAwaitingCode: true, isSubmitting: false, user: null, code: '' });
    expect(calls.map((call) => call.name)).toEqual(['loginRequest']);
  });

  it('stays logged out with the message id the app gave the refusal', async () => {
    const { actor, reject, view } = start();
    actor.send({ type: 'login.submitted', credentials });
    await reject('loginRequest', explained('api.errors.wrongLogin'));
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toMatchObject({ errorMessageId: 'api.errors.wrongLogin', isSubmitting: false, isLoggedIn: false });
  });

  it("says it could not log in when the failure carries no id, never the server's text", async () => {
    const { actor, reject, view } = start();
    actor.send({ type: 'login.submitted', credentials });
    await reject('loginRequest', new Error('Internal Server Error'));
    expect(view().errorMessageId).toBe(authMessageIds.loginFailed);
    expect(authMessageIds.loginFailed).toBe('auth.errors.loginFailed');
  });

  it('clears the last error when the form is submitted again', () => {
    const { actor, view } = startFrom('loggedOut', { errorMessageId: authMessageIds.loginFailed });
    actor.send({ type: 'login.submitted', credentials });
    expect(view()).toMatchObject({ isSubmitting: true, errorMessageId: null });
  });

  it('clears the last error as soon as the form is edited, staying logged out', () => {
    const { actor, calls, view } = startFrom('loggedOut', { errorMessageId: 'api.errors.wrongLogin' });
    actor.send({ type: 'form.edited' });
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toMatchObject({ isLoggedIn: false, isSubmitting: false, errorMessageId: null });
    expect(calls).toEqual([]);
  });
});

describe('sign-up', () => {
  it('logs the new user in and stores them', async () => {
    const { actor, calls, resolve, view } = start();
    const form = { username: 'ann', password: 'pw', email: 'ann@example.com' };
    actor.send({ type: 'signup.submitted', form });
    expectTransitionTo(actor, 'signingUp');
    expect(calls).toEqual([{ name: 'signupRequest', input: form }]);
    expect(view().isSubmitting).toBe(true);
    await resolve('signupRequest', ann);
    expectTransitionTo(actor, 'loggedIn');
    expect(view()).toMatchObject({ isLoggedIn: true, user: ann });
    expect(calls.at(-1)).toEqual({ name: 'storeUser', params: { user: ann } });
  });

  it('stays logged out with the message id the app gave the refusal', async () => {
    const { actor, reject, view } = start();
    actor.send({ type: 'signup.submitted', form: { username: 'ann', password: 'pw' } });
    await reject('signupRequest', explained('api.errors.usernameTaken'));
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toMatchObject({ errorMessageId: 'api.errors.usernameTaken', isLoggedIn: false });
  });

  it('says it could not sign up when the failure carries no id', async () => {
    const { actor, reject, view } = start();
    actor.send({ type: 'signup.submitted', form: { username: 'ann', password: 'pw' } });
    await reject('signupRequest', new Error('Username taken'));
    expect(view().errorMessageId).toBe('auth.errors.signupFailed');
  });

  it('clears the last error when the sign-up is submitted again', () => {
    const { actor, view } = startFrom('loggedOut', { errorMessageId: authMessageIds.signupFailed });
    actor.send({ type: 'signup.submitted', form: { username: 'ann', password: 'pw' } });
    expect(view()).toMatchObject({ isSubmitting: true, errorMessageId: null });
  });
});

describe('the 2FA code step', () => {
  const onCodeStep = () => startFrom({ twoFactor: 'enteringCode' }, { pendingLogin: bobPending });

  it("sends the code with the pending login's token, then logs in the user the server returns and stores them", async () => {
    const { actor, calls, resolve, view } = onCodeStep();
    actor.send({ type: 'code.entered', code: ' 123456 ' });
    expectTransitionTo(actor, 'twoFactor.enteringCode');
    expect(view().code).toBe(' 123456 ');
    actor.send({ type: 'code.submitted' });
    expectTransitionTo(actor, 'twoFactor.verifyingCode');
    expect(view()).toMatchObject({ isAwaitingCode: true, isSubmitting: true });
    expect(calls).toEqual([{ name: 'twoFactorRequest', input: { code: '123456', pendingToken: 'pending-bob' } }]);
    await resolve('twoFactorRequest', bob);
    expectTransitionTo(actor, 'loggedIn');
    expect(view()).toMatchObject({ isLoggedIn: true, isAwaitingCode: false, user: bob, code: '' });
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
    expect(calls.at(-1)).toEqual({ name: 'storeUser', params: { user: bob } });
  });

  it('keeps the code step with the error and an empty field when the code is refused, and lets the user try again', async () => {
    const { actor, calls, resolve, reject, view } = onCodeStep();
    actor.send({ type: 'code.entered', code: '000000' });
    actor.send({ type: 'code.submitted' });
    await reject('twoFactorRequest', explained('api.errors.wrongCode'));
    expectTransitionTo(actor, 'twoFactor.enteringCode');
    expect(view()).toMatchObject({ isAwaitingCode: true, isSubmitting: false, isLoggedIn: false, code: '', errorMessageId: 'api.errors.wrongCode' });
    expect(calls.some((call) => call.name === 'storeUser')).toBe(false);

    actor.send({ type: 'code.entered', code: '654321' });
    expect(view().errorMessageId).toBeNull();
    actor.send({ type: 'code.submitted' });
    expect(calls.at(-1)).toEqual({ name: 'twoFactorRequest', input: { code: '654321', pendingToken: 'pending-bob' } });
    await resolve('twoFactorRequest', bob);
    expect(view()).toMatchObject({ isLoggedIn: true, user: bob });
  });

  it('does not blame the code when the refusal carries no id: it could not log in', async () => {
    const { actor, reject, view } = onCodeStep();
    actor.send({ type: 'code.entered', code: '000000' });
    actor.send({ type: 'code.submitted' });
    await reject('twoFactorRequest', undefined);
    expect(view()).toMatchObject({ isAwaitingCode: true, errorMessageId: authMessageIds.loginFailed });
  });

  it('does not submit a blank code', () => {
    const { actor, calls } = onCodeStep();
    actor.send({ type: 'code.submitted' });
    actor.send({ type: 'code.entered', code: '   ' });
    actor.send({ type: 'code.submitted' });
    expectTransitionTo(actor, 'twoFactor.enteringCode');
    expect(calls).toEqual([]);
  });

  it('goes back to the login form on cancel, forgetting the half-done login', () => {
    const { actor, view } = startFrom({ twoFactor: 'enteringCode' }, { pendingLogin: bobPending, code: '12', errorMessageId: 'api.errors.wrongCode' });
    actor.send({ type: 'login.cancelled' });
    expectTransitionTo(actor, 'loggedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, pendingLogin: null, code: '', errorMessageId: null });
    expect(view().isAwaitingCode).toBe(false);
  });

  it('ignores a logout request on the code step: nobody is logged in yet', () => {
    const { actor, calls } = onCodeStep();
    actor.send({ type: 'logout.requested' });
    expectTransitionTo(actor, 'twoFactor.enteringCode');
    expect(calls).toEqual([]);
  });
});

describe('logout (spec §4)', () => {
  it('revokes the refresh token, clears the local user and extra token, then goes to /login', async () => {
    const { actor, calls, resolve, view } = startFrom('loggedIn', { user: ann });
    actor.send({ type: 'logout.requested' });
    expectTransitionTo(actor, 'loggingOut');
    expect(view()).toMatchObject({ isLoggingOut: true, isLoggedIn: false });
    expect(calls).toEqual([{ name: 'logoutRequest', input: { refreshToken: 'r-ann' } }]);
    await resolve('logoutRequest');
    expectTransitionTo(actor, 'loggedOut');
    expect(view().user).toBeNull();
    expect(calls.slice(1)).toEqual([{ name: 'clearLocalSession' }, { name: 'navigateTo', params: { path: '/login' } }]);
    expect(loginPath).toBe('/login');
  });

  it('logs out locally all the same when the server call fails', async () => {
    const { actor, calls, reject } = startFrom('loggedIn', { user: ann });
    actor.send({ type: 'logout.requested' });
    await reject('logoutRequest', new Error('offline'));
    expectTransitionTo(actor, 'loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls.slice(1)).toEqual([{ name: 'clearLocalSession' }, { name: 'navigateTo', params: { path: '/login' } }]);
  });

  it('signs out without asking the server when the server already ended the session (account deleted)', () => {
    const { actor, calls, view } = startFrom('loggedIn', { user: ann });
    actor.send({ type: 'session.ended' });
    expectTransitionTo(actor, 'loggedOut');
    expect(view()).toMatchObject({ isLoggedIn: false, isLoggingOut: false, user: null });
    expect(calls).toEqual([{ name: 'clearLocalSession' }, { name: 'navigateTo', params: { path: '/login' } }]);
  });

  it('runs one logout when asked twice (the menu and a failed refresh at once)', () => {
    const { actor, calls } = startFrom('loggedIn', { user: ann });
    actor.send({ type: 'logout.requested' });
    actor.send({ type: 'logout.requested' });
    expect(calls.filter((call) => call.name === 'logoutRequest')).toHaveLength(1);
  });
});

describe('while logged in', () => {
  it('keeps a refreshed access pair in the local user', () => {
    const { actor, calls } = startFrom('loggedIn', { user: ann });
    actor.send({ type: 'session.refreshed', access: access('ann-2') });
    expectTransitionTo(actor, 'loggedIn');
    const expected = { ...ann, access: access('ann-2') };
    expect(actor.getSnapshot().context.user).toEqual(expected);
    expect(calls).toEqual([{ name: 'storeUser', params: { user: expected } }]);
  });

  it('keeps an updated user and stores it', () => {
    const { actor, calls, view } = startFrom('loggedIn', { user: ann });
    const updated = { ...ann, is2faEnabled: true, preferences: { ...defaultPreferences, theme: 'dark' as const } };
    actor.send({ type: 'user.updated', user: updated });
    expectTransitionTo(actor, 'loggedIn');
    expect(view().user).toEqual(updated);
    expect(calls).toEqual([{ name: 'storeUser', params: { user: updated } }]);
  });

  it('follows a sign-in made in another tab, without storing it again', () => {
    const { actor, calls, view } = startFrom('loggedOut', { errorMessageId: authMessageIds.loginFailed });
    actor.send({ type: 'session.restored', user: ann });
    expectTransitionTo(actor, 'loggedIn');
    expect(view()).toMatchObject({ isLoggedIn: true, user: ann, errorMessageId: null });
    expect(calls).toEqual([]);
  });

  it("ignores another tab's sign-in while already logged in", () => {
    const { actor } = startFrom('loggedIn', { user: ann });
    actor.send({ type: 'session.restored', user: bob });
    expect(actor.getSnapshot().context.user).toEqual(ann);
  });

  it('ignores a refreshed pair when logged out', () => {
    const { actor, calls } = startFrom('loggedOut', {});
    actor.send({ type: 'session.refreshed', access: access('late') });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('what the app must provide', () => {
  it.each(['loginRequest', 'signupRequest', 'twoFactorRequest', 'logoutRequest'] as const)('fails loudly when `%s` is not provided', async (name) => {
    const request = createActor(authMachine.implementations.actors[name] as AnyActorLogic, { input: {} });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: `actor \`${name}\` must be provided` });
  });

  it.each(['storeUser', 'clearLocalSession', 'navigateTo'] as const)('fails loudly when `%s` is not provided', (name) => {
    const action = authMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`action \`${name}\` must be provided`);
  });

  it('stops the actor with that error when the app forgot an action', async () => {
    const actor = createActor(authMachine.provide({ actors: { loginRequest: fromPromise<LoginResult, Credentials>(async () => ann) } }), { input: {} });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    actor.send({ type: 'login.submitted', credentials });
    await expect(failure).resolves.toMatchObject({ message: 'action `storeUser` must be provided' });
  });
});

itAssertedEveryTransition(pins);
