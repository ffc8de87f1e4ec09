// Proves, from the machine's own graph, that every resting state of the auth machine is reachable
// (the 2FA region's two included), that a walk of every transition in the model behaves the same
// on the real actor (its requests stubbed with promises the walk settles when the model says
// `xstate.done.actor.*` or `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it
// covers every edge of the adjacency map and every transition the machine defines.
import { defaultPreferences } from '../src/domain/preferences';
import { authMachine, selectAuth, type AuthEvent, type AuthInput, type AuthSnapshot, type LoginResult, type PendingLogin, type SessionUser } from './authMachine';
import { valueToPath } from './graphWalk.testing';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';

const access = (token: string) => ({ token, refreshToken: `r-${token}`, created: '2026-01-01T12:00:00.000Z', expiresIn: 3600 });
const ann: SessionUser = { _id: 'annAnnAnn001', username: 'ann', userSessionId: 'annSession01', is2faEnabled: false, hasExtraPassword: false, access: access('ann'), preferences: defaultPreferences };
const bob: SessionUser = { _id: 'bobBobBob001', username: 'bob', userSessionId: 'bobSession01', is2faEnabled: true, hasExtraPassword: false, access: access('bob'), preferences: defaultPreferences };
const bobPending: PendingLogin = { twoFactorRequired: true, token: 'pending-bob', expiresIn: 300 };

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as AuthEvent;
const outcomes = {
  loginRequest: [
    event('xstate.done.actor.loginRequest', { output: ann }),
    event('xstate.done.actor.loginRequest', { output: bobPending }),
    event('xstate.error.actor.loginRequest', { error: Object.assign(new Error('refused'), { messageId: 'api.errors.wrongLogin' }) }),
  ],
  signupRequest: [event('xstate.done.actor.signupRequest', { output: ann }), event('xstate.error.actor.signupRequest', { error: new Error('offline') })],
  twoFactorRequest: [
    event('xstate.done.actor.twoFactorRequest', { output: bob }),
    event('xstate.error.actor.twoFactorRequest', { error: Object.assign(new Error('refused'), { messageId: 'api.errors.wrongCode' }) }),
  ],
  logoutRequest: [event('xstate.done.actor.logoutRequest', { output: undefined }), event('xstate.error.actor.logoutRequest', { error: new Error('offline') })],
};
const invoking: Record<string, keyof typeof outcomes> = {
  loggingIn: 'loginRequest',
  signingUp: 'signupRequest',
  'twoFactor.verifyingCode': 'twoFactorRequest',
  loggingOut: 'logoutRequest',
};

const traversal: WalkTraversal<AuthSnapshot, AuthEvent, AuthInput> = {
  input: {},
  events: (snapshot) => [
    { type: 'login.submitted', credentials: { username: 'ann', password: 'pw' } },
    { type: 'signup.submitted', form: { username: 'ann', password: 'pw' } },
    { type: 'form.edited' },
    { type: 'code.entered', code: '123456' },
    // Typing spaces only: the code step must not submit it.
    { type: 'code.entered', code: '  ' },
    { type: 'code.submitted' },
    { type: 'login.cancelled' },
    { type: 'logout.requested' },
    { type: 'session.ended' },
    { type: 'session.refreshed', access: access('refreshed') },
    { type: 'user.updated', user: { ...ann, preferences: { ...defaultPreferences, theme: 'dark' } } },
    { type: 'session.restored', user: bob },
    // A request can only settle while it runs.
    ...(outcomes[invoking[valueToPath(snapshot.value)]!] ?? []),
  ],
  serializeState: (snapshot) => {
    const { user, pendingLogin, code, errorMessageId } = snapshot.context;
    return JSON.stringify([snapshot.value, user && [user._id, user.access.token, user.preferences.theme], pendingLogin?.token ?? null, code, errorMessageId]);
  },
  serializeEvent: (event) => {
    const detail = event as unknown as { code?: string; output?: LoginResult };
    if (event.type === 'code.entered') return `code.entered:${detail.code!.trim() ? 'filled' : 'blank'}`;
    if (event.type === ('xstate.done.actor.loginRequest' as string)) return `${event.type}:${'twoFactorRequired' in detail.output! ? '2fa' : 'plain'}`;
    return event.type;
  },
};

describeModelWalk({
  name: 'auth machine',
  machine: authMachine,
  traversal,
  restingStates: ['loggedIn', 'loggedOut', 'loggingIn', 'loggingOut', 'signingUp', 'twoFactor.enteringCode', 'twoFactor.verifyingCode'],
  actions: { storeUser: () => {}, clearLocalSession: () => {}, navigateTo: () => {} },
  actors: ['loginRequest', 'signupRequest', 'twoFactorRequest', 'logoutRequest'],
  visible: (snapshot) => selectAuth(snapshot),
  notWalked: { 'auth.starting:always:0': 'the start with a stored user is pinned in authMachine.test.ts' },
});
