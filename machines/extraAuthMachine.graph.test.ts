// Proves, from the machine's own graph, that every resting state of the extra password login is
// reachable, that a walk of every transition in the model behaves the same on the real actor (its
// request stubbed with a promise the walk settles when the model says `xstate.done.actor.*` or
// `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it is checked against the
// adjacency map and against every transition definition, both failure branches included.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { extraAuthMachine, selectExtraAuth, WrongPasswordError, type ExtraAuthEvent, type ExtraAuthInput, type ExtraAuthSnapshot } from './extraAuthMachine';
import { deferredActors, definedTransitions, graphOf, restingStates, takenTransitions } from './graphWalk.testing';

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as ExtraAuthEvent;
const granted = event('xstate.done.actor.extraPasswordRequest', { output: { token: 'extra', refreshToken: 'r-extra', expiresIn: 3600 } });
const wrongPassword = event('xstate.error.actor.extraPasswordRequest', { error: new WrongPasswordError() });
const unreachable = event('xstate.error.actor.extraPasswordRequest', { error: new Error('offline') });

const traversal = {
  input: {},
  events: (snapshot: ExtraAuthSnapshot): ExtraAuthEvent[] => [
    { type: 'password.submitted', extraPassword: 'secret' },
    // An empty field: the form must not submit it.
    { type: 'password.submitted', extraPassword: '' },
    { type: 'logout.requested' },
    { type: 'session.expired' },
    { type: 'session.cleared' },
    { type: 'session.refreshed', session: { token: 'extra-2', refreshToken: 'r-extra-2', created: '2026-01-01T12:00:00.000Z', expiresIn: 3600 } },
    // The request can only settle while it runs.
    ...(snapshot.matches('loggingIn') ? [granted, wrongPassword, unreachable] : []),
  ],
  serializeState: (snapshot: ExtraAuthSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.session?.token ?? null, snapshot.context.error?.messageId ?? null]),
  serializeEvent: (event: ExtraAuthEvent) => {
    const detail = event as unknown as { extraPassword?: string; error?: unknown };
    if (event.type === 'password.submitted') return `password.submitted:${detail.extraPassword ? 'filled' : 'empty'}`;
    if (event.type === wrongPassword.type) return `${event.type}:${detail.error instanceof WrongPasswordError ? 'wrongPassword' : 'other'}`;
    return event.type;
  },
} satisfies TraversalOptions<ExtraAuthSnapshot, ExtraAuthEvent, ExtraAuthInput>;

/** Silent stand-ins for the app's actions; what they receive is pinned in extraAuthMachine.test.ts. */
const quietActions = { storeExtraSession: () => {}, clearExtraSession: () => {}, navigateTo: () => {} };
const modelMachine = extraAuthMachine.provide({ actions: quietActions });
const { model, edges, walks } = graphOf(modelMachine, traversal);

describe('extra auth machine graph', () => {
  it('reaches every resting state by a shortest path', () => {
    const reached = new Set(getShortestPaths(modelMachine, traversal).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates(extraAuthMachine.root).sort());
    expect(restingStates(extraAuthMachine.root).sort()).toEqual(['loggedIn', 'loggedOut', 'loggingIn']);
  });
});

// ---- model walk -------------------------------------------------------------------------------

const walked = new Set<string>();

describe('extra auth machine model walk', () => {
  for (const { stateKey, eventKey, walk } of walks) {
    it(`from ${stateKey} on ${eventKey} the actor does what the model says`, async () => {
      const requests = deferredActors(['extraPasswordRequest']);
      const actor = createActor(extraAuthMachine.provide({ actions: quietActions, actors: requests.actors as never }), { input: {} }).start();
      const checkState = (expected: ExtraAuthSnapshot) => {
        const actual = actor.getSnapshot();
        expect(actual.status).toBe('active');
        expect(actual.value).toEqual(expected.value);
        expect(actual.context.session?.token ?? null).toEqual(expected.context.session?.token ?? null);
        expect(selectExtraAuth(actual)).toEqual(selectExtraAuth(expected));
      };
      const send = async ({ event }: { event: ExtraAuthEvent }) => {
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

  it('took every event transition the machine defines, both failure branches included', () => {
    const defined = definedTransitions(extraAuthMachine);
    expect(defined).toContain('extraAuth.loggingIn:xstate.error.actor.extraPasswordRequest:0');
    expect(defined).toContain('extraAuth.loggingIn:xstate.error.actor.extraPasswordRequest:1');
    expect(takenTransitions(modelMachine, edges)).toEqual(defined);
  });

  it('leaves `starting` by its logged-out branch here; the stored-token branch is pinned in extraAuthMachine.test.ts', () => {
    expect(model.getShortestPaths()[0]?.steps[0]?.state.value).toBe('loggedOut');
  });
});
