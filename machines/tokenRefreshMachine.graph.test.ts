// Proves, from the machine's own graph, that every resting state of the token refresh machine is
// reachable, that a walk of every transition in the model behaves the same on the real actor
// (its refresh stubbed with a promise the walk settles when the model says the refresh is done
// or failed), and that the walk cannot shrink unnoticed: it is checked against the adjacency map
// and against every transition definition, the refresh's done and error ones included.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, type TraversalOptions } from 'xstate/graph';
import type { StoredToken } from '../src/domain/tokenExpiry';
import { deferredActors, definedTransitions, graphOf, restingStates, takenTransitions } from './graphWalk.testing';
import {
  selectTokenRefresh,
  tokenRefreshMachine,
  type RefreshedToken,
  type TokenRefreshEvent,
  type TokenRefreshInput,
  type TokenRefreshSnapshot,
} from './tokenRefreshMachine';

// Valid for an hour from when this file loads, so the walk never sees it expire.
const freshSession: StoredToken = { token: 'fresh', refreshToken: 'r-fresh', created: new Date().toISOString(), expiresIn: 3600 };
const expiredSession: StoredToken = { token: 'stale', refreshToken: 'r-stale', created: '2020-01-01T00:00:00.000Z', expiresIn: 60 };
const refreshed: RefreshedToken = { token: 'refreshed', refreshToken: 'r-refreshed', expiresIn: 3600 };

// The refresh's outcomes are events in the graph; the walk turns them into a settled promise.
const refreshDone = { type: 'xstate.done.actor.refreshRequest', output: refreshed } as unknown as TokenRefreshEvent;
const refreshFailed = { type: 'xstate.error.actor.refreshRequest', error: new Error('401') } as unknown as TokenRefreshEvent;

const traversal = {
  input: {},
  events: (snapshot: TokenRefreshSnapshot): TokenRefreshEvent[] => [
    { type: 'token.requested', callerId: 'caller' },
    // A 401 for the token held now, and one for a token a refresh already replaced.
    { type: 'token.rejected', callerId: 'caller', token: snapshot.context.session?.token ?? 'none' },
    { type: 'token.rejected', callerId: 'caller', token: 'superseded' },
    { type: 'session.started', session: freshSession },
    { type: 'session.started', session: expiredSession },
    { type: 'session.ended' },
    // The refresh can only settle while it runs.
    ...(snapshot.matches('refreshing') ? [refreshDone, refreshFailed] : []),
  ],
  // The waiting list grows with every request; two waiting callers stand for any number.
  serializeState: (snapshot: TokenRefreshSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.session?.token ?? null, Math.min(snapshot.context.waiting.length, 2), snapshot.context.failure]),
  serializeEvent: (event: TokenRefreshEvent) =>
    event.type === 'session.started'
      ? `session.started:${event.session.token}`
      : event.type === 'token.rejected'
        ? `token.rejected:${event.token === 'superseded' ? 'superseded' : 'current'}`
        : event.type,
} satisfies TraversalOptions<TokenRefreshSnapshot, TokenRefreshEvent, TokenRefreshInput>;

/** Silent stand-ins for the app's actions; what they receive is pinned in tokenRefreshMachine.test.ts. */
const quietActions = { persistSession: () => {}, logOut: () => {}, showWarning: () => {} };
const modelMachine = tokenRefreshMachine.provide({ actions: quietActions });
const { model, edges, walks } = graphOf(modelMachine, traversal);

describe('token refresh machine graph', () => {
  it('reaches every resting state by a shortest path', () => {
    const reached = new Set(getShortestPaths(modelMachine, traversal).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates(tokenRefreshMachine.root).sort());
    expect(restingStates(tokenRefreshMachine.root).sort()).toEqual(['ready', 'refreshing', 'signedOut']);
  });
});

// ---- model walk -------------------------------------------------------------------------------

const walked = new Set<string>();

/** What the model and the actor must agree on; waiting callers counted as the graph counts them. */
const visible = (snapshot: TokenRefreshSnapshot) => {
  const view = selectTokenRefresh(snapshot);
  return {
    value: snapshot.value,
    token: snapshot.context.session?.token ?? null,
    view: { ...view, waitingCount: Math.min(view.waitingCount, 2) },
  };
};

describe('token refresh machine model walk', () => {
  for (const { stateKey, eventKey, walk } of walks) {
    it(`from ${stateKey} on ${eventKey} the actor does what the model says`, async () => {
      const requests = deferredActors(['refreshRequest']);
      const actor = createActor(tokenRefreshMachine.provide({ actions: quietActions, actors: requests.actors as never }), { input: {} }).start();
      const checkState = (expected: TokenRefreshSnapshot) => {
        const actual = actor.getSnapshot();
        expect(actual.status).toBe('active');
        expect(visible(actual)).toEqual(visible(expected));
      };
      const send = async ({ event }: { event: TokenRefreshEvent }) => {
        if (!(await requests.settleFrom(event))) actor.send(event);
      };
      await model.testPath(walk, {
        // A bare TestModel matches only '*': every state of the walk is checked.
        states: { '*': checkState },
        events: Object.fromEntries(
          edges.map(({ event }) => [event.type, send]),
        ),
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

  it('took every event transition the machine defines, each guarded branch and the refresh outcomes included', () => {
    const defined = definedTransitions(tokenRefreshMachine);
    expect(defined).toContain('tokenRefresh.refreshing:xstate.done.actor.refreshRequest:0');
    expect(defined).toContain('tokenRefresh.refreshing:xstate.error.actor.refreshRequest:0');
    expect(takenTransitions(modelMachine, edges)).toEqual(defined);
  });

  it('leaves `starting` by its signed-out branch here; the stored-pair branch is pinned in tokenRefreshMachine.test.ts', () => {
    expect(model.getShortestPaths()[0]?.steps[0]?.state.value).toBe('signedOut');
  });
});
