// Proves, from the machine's own graph, that every resting state of the auth machine is reachable
// (the 2FA region's two included), that a walk of every transition in the model behaves the same
// on the real actor (its requests stubbed with promises the walk settles when the model says
// `xstate.done.actor.*` or `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it
// is checked against the adjacency map and against every transition definition.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { defaultPreferences } from '../src/domain/preferences';
import { authMachine, selectAuth, type AuthEvent, type AuthInput, type AuthSnapshot, type LoginResult, type PendingLogin, type SessionUser } from './authMachine';
import { deferredActors, definedTransitions, graphOf, restingStates, takenTransitions, valueToPath } from './graphWalk.testing';

const access = (token: string) => ({ token, refreshToken: `r-${token}`, created: '2026-01-01T12:00:00.000Z', expiresIn: 3600 });
const ann: SessionUser = { _id: 'annAnnAnn001', is2faEnabled: false, access: access('ann'), preferences: defaultPreferences };
const bob: SessionUser = { _id: 'bobBobBob001', is2faEnabled: true, access: access('bob'), preferences: defaultPreferences };
const bobPending: PendingLogin = { twoFactorRequired: true, token: 'pending-bob', expiresIn: 300 };

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as AuthEvent;
const outcomes = {
  loginRequest: [event('xstate.done.actor.loginRequest', { output: ann }), event('xstate.done.actor.loginRequest', { output: bobPending }), event('xstate.error.actor.loginRequest', { error: new Error('Wrong username or password') })],
  signupRequest: [event('xstate.done.actor.signupRequest', { output: ann }), event('xstate.error.actor.signupRequest', { error: new Error('Username taken') })],
  twoFactorRequest: [event('xstate.done.actor.twoFactorRequest', { output: bob }), event('xstate.error.actor.twoFactorRequest', { error: new Error('Invalid code') })],
  logoutRequest: [event('xstate.done.actor.logoutRequest', { output: undefined }), event('xstate.error.actor.logoutRequest', { error: new Error('offline') })],
};
const invoking: Record<string, keyof typeof outcomes> = {
  loggingIn: 'loginRequest',
  signingUp: 'signupRequest',
  'twoFactor.verifyingCode': 'twoFactorRequest',
  loggingOut: 'logoutRequest',
};

const traversal = {
  input: {},
  events: (snapshot: AuthSnapshot): AuthEvent[] => [
    { type: 'login.submitted', credentials: { username: 'ann', password: 'pw' } },
    { type: 'signup.submitted', form: { username: 'ann', password: 'pw' } },
    { type: 'code.entered', code: '123456' },
    // Typing spaces only: the code step must not submit it.
    { type: 'code.entered', code: '  ' },
    { type: 'code.submitted' },
    { type: 'login.cancelled' },
    { type: 'logout.requested' },
    { type: 'session.refreshed', access: access('refreshed') },
    { type: 'user.updated', user: { ...ann, preferences: { ...defaultPreferences, theme: 'dark' } } },
    // A request can only settle while it runs.
    ...(outcomes[invoking[valueToPath(snapshot.value)]!] ?? []),
  ],
  serializeState: (snapshot: AuthSnapshot) => {
    const { user, pendingLogin, code, error } = snapshot.context;
    return JSON.stringify([snapshot.value, user && [user._id, user.access.token, user.preferences.theme], pendingLogin?.token ?? null, code, error?.messageId ?? null]);
  },
  serializeEvent: (event: AuthEvent) => {
    const detail = event as unknown as { code?: string; output?: LoginResult };
    if (event.type === 'code.entered') return `code.entered:${detail.code!.trim() ? 'filled' : 'blank'}`;
    if (event.type === 'xstate.done.actor.loginRequest' as string) return `${event.type}:${'twoFactorRequired' in detail.output! ? '2fa' : 'plain'}`;
    return event.type;
  },
} satisfies TraversalOptions<AuthSnapshot, AuthEvent, AuthInput>;

/** Silent stand-ins for the app's actions; what they receive is pinned in authMachine.test.ts. */
const quietActions = { storeUser: () => {}, clearLocalSession: () => {}, navigateTo: () => {} };
const modelMachine = authMachine.provide({ actions: quietActions });
const { model, edges, walks } = graphOf(modelMachine, traversal);

describe('auth machine graph', () => {
  it('reaches every resting state by a shortest path, the code step included', () => {
    const reached = new Set(getShortestPaths(modelMachine, traversal).map((path) => valueToPath(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates(authMachine.root).sort());
    expect(restingStates(authMachine.root).sort()).toEqual([
      'loggedIn',
      'loggedOut',
      'loggingIn',
      'loggingOut',
      'signingUp',
      'twoFactor.enteringCode',
      'twoFactor.verifyingCode',
    ]);
  });
});

// ---- model walk -------------------------------------------------------------------------------

const walked = new Set<string>();

describe('auth machine model walk', () => {
  for (const { stateKey, eventKey, walk } of walks) {
    it(`from ${stateKey} on ${eventKey} the actor does what the model says`, async () => {
      const requests = deferredActors(['loginRequest', 'signupRequest', 'twoFactorRequest', 'logoutRequest']);
      const actor = createActor(authMachine.provide({ actions: quietActions, actors: requests.actors as never }), { input: {} }).start();
      const checkState = (expected: AuthSnapshot) => {
        const actual = actor.getSnapshot();
        expect(actual.status).toBe('active');
        expect(actual.value).toEqual(expected.value);
        expect(selectAuth(actual)).toEqual(selectAuth(expected));
      };
      const send = async ({ event }: { event: AuthEvent }) => {
        if (!(await requests.settleFrom(event))) actor.send(event);
      };
      await model.testPath(walk, {
        // A bare TestModel matches only '*': every state of the walk is checked.
        states: { '*': checkState },
        events: Object.fromEntries(edges.map(({ event }) => [event.type, send])),
      });
      actor.stop();
      walked.add(`${stateKey}|${eventKey}`);
    });
  }

  // ---- coverage guards ----------------------------------------------------------------------

  it('walked every edge of the adjacency map', () => {
    const expected = edges.map(({ stateKey, eventKey }) => `${stateKey}|${eventKey}`);
    expect(expected.length).toBeGreaterThan(0);
    expect([...walked].sort()).toEqual(expected.sort());
  });

  it('took every event transition the machine defines, each guarded branch and every request outcome included', () => {
    const defined = definedTransitions(authMachine);
    expect(defined).toContain('auth.loggingIn:xstate.done.actor.loginRequest:1');
    expect(defined).toContain('auth.twoFactor.verifyingCode:xstate.error.actor.twoFactorRequest:0');
    expect(takenTransitions(modelMachine, edges)).toEqual(defined);
  });

  it('leaves `starting` by its logged-out branch here; the stored-user branch is pinned in authMachine.test.ts', () => {
    expect(model.getShortestPaths()[0]?.steps[0]?.state.value).toBe('loggedOut');
  });
});
