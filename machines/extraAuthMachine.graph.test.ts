// Proves, from the machine's own graph, that every resting state of the extra password login is
// reachable, that a walk of every transition in the model behaves the same on the real actor (its
// request stubbed with a promise the walk settles when the model says `xstate.done.actor.*` or
// `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it covers every edge of the
// adjacency map and every transition the machine defines, both failure branches included.
import { extraAuthMachine, selectExtraAuth, WrongPasswordError, type ExtraAuthEvent, type ExtraAuthInput, type ExtraAuthSnapshot } from './extraAuthMachine';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as ExtraAuthEvent;
const granted = event('xstate.done.actor.extraPasswordRequest', { output: { token: 'extra', refreshToken: 'r-extra', expiresIn: 3600 } });
const wrongPassword = event('xstate.error.actor.extraPasswordRequest', { error: new WrongPasswordError() });
const unreachable = event('xstate.error.actor.extraPasswordRequest', { error: new Error('offline') });

const traversal: WalkTraversal<ExtraAuthSnapshot, ExtraAuthEvent, ExtraAuthInput> = {
  input: {},
  events: (snapshot) => [
    { type: 'password.submitted', extraPassword: 'secret' },
    // An empty field: the form must not submit it.
    { type: 'password.submitted', extraPassword: '' },
    { type: 'password.edited' },
    { type: 'logout.requested' },
    { type: 'session.expired' },
    { type: 'session.cleared' },
    { type: 'session.refreshed', session: { token: 'extra-2', refreshToken: 'r-extra-2', created: '2026-01-01T12:00:00.000Z', expiresIn: 3600 } },
    // The request can only settle while it runs.
    ...(snapshot.matches('loggingIn') ? [granted, wrongPassword, unreachable] : []),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.session?.token ?? null, snapshot.context.errorMessageId]),
  serializeEvent: (event) => {
    const detail = event as unknown as { extraPassword?: string; error?: unknown };
    if (event.type === 'password.submitted') return `password.submitted:${detail.extraPassword ? 'filled' : 'empty'}`;
    if (event.type === wrongPassword.type) return `${event.type}:${detail.error instanceof WrongPasswordError ? 'wrongPassword' : 'other'}`;
    return event.type;
  },
};

describeModelWalk({
  name: 'extra auth machine',
  machine: extraAuthMachine,
  traversal,
  restingStates: ['loggedIn', 'loggedOut', 'loggingIn'],
  actions: { storeExtraSession: () => {}, clearExtraSession: () => {}, navigateTo: () => {} },
  actors: ['extraPasswordRequest'],
  visible: (snapshot) => ({ token: snapshot.context.session?.token ?? null, view: selectExtraAuth(snapshot) }),
  notWalked: { 'extraAuth.starting:always:0': 'the start with a stored extra token is pinned in extraAuthMachine.test.ts' },
});
