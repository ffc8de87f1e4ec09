// Proves, from the machine's own graph, that every resting state of the token refresh machine is
// reachable, that a walk of every transition in the model behaves the same on the real actor
// (its refresh stubbed with a promise the walk settles when the model says the refresh is done
// or failed), and that the walk cannot shrink unnoticed: it covers every edge of the adjacency map
// and every transition the machine defines, the refresh's done and error ones included.
import type { StoredToken } from '../src/domain/tokenExpiry';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
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
// Offline: the refresh never reached the server (the app marks such an error `unreachable`).
const refreshUnreachable = { type: 'xstate.error.actor.refreshRequest', error: { unreachable: true } } as unknown as TokenRefreshEvent;

const traversal: WalkTraversal<TokenRefreshSnapshot, TokenRefreshEvent, TokenRefreshInput> = {
  input: {},
  events: (snapshot) => [
    { type: 'token.requested', callerId: 'caller' },
    // A 401 for the token held now, and one for a token a refresh already replaced.
    { type: 'token.rejected', callerId: 'caller', token: snapshot.context.session?.token ?? 'none' },
    { type: 'token.rejected', callerId: 'caller', token: 'superseded' },
    { type: 'session.started', session: freshSession },
    { type: 'session.started', session: expiredSession },
    { type: 'session.ended' },
    // The refresh can only settle while it runs.
    ...(snapshot.matches('refreshing') ? [refreshDone, refreshFailed, refreshUnreachable] : []),
  ],
  // The waiting list grows with every request; two waiting callers stand for any number.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.session?.token ?? null, Math.min(snapshot.context.waiting.length, 2), snapshot.context.failure]),
  serializeEvent: (event) =>
    event === refreshUnreachable
      ? 'refresh.unreachable'
      : event.type === 'session.started'
      ? `session.started:${event.session.token}`
      : event.type === 'token.rejected'
        ? `token.rejected:${event.token === 'superseded' ? 'superseded' : 'current'}`
        : event.type,
};

describeModelWalk({
  name: 'token refresh machine',
  machine: tokenRefreshMachine,
  traversal,
  restingStates: ['ready', 'refreshing', 'signedOut'],
  actions: { persistSession: () => {}, logOut: () => {}, showWarning: () => {} },
  actors: ['refreshRequest'],
  // What the model and the actor must agree on; waiting callers counted as the graph counts them.
  visible: (snapshot) => {
    const view = selectTokenRefresh(snapshot);
    return { token: snapshot.context.session?.token ?? null, view: { ...view, waitingCount: Math.min(view.waitingCount, 2) } };
  },
  notWalked: { 'tokenRefresh.starting:always:0': 'the start with a stored pair is pinned in tokenRefreshMachine.test.ts' },
});
