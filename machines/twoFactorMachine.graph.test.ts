// Proves, from the machine's own graph, that every resting state of two-factor enrolment and
// turning off is reachable, that a walk of every transition in the model behaves the same on the
// real actor (its requests stubbed with promises the walk settles when the model says
// `xstate.done.actor.*` or `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it
// covers every edge of the adjacency map and every transition the machine defines, the server's
// status reports in every state included.
import { valueToPath } from './graphWalk.testing';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
import { selectTwoFactor, twoFactorMachine, type TwoFactorEvent, type TwoFactorInput, type TwoFactorSnapshot } from './twoFactorMachine';

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as TwoFactorEvent;
const explained = (messageId: string) => Object.assign(new Error('refused'), { messageId });
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `a1b2c3d4e5f6a7b${i}`);

const outcomes: Record<string, TwoFactorEvent[]> = {
  startingSetup: [
    event('xstate.done.actor.startSetupRequest', { output: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Lifelog:ada?secret=JBSWY3DPEHPK3PXP' } }),
    event('xstate.error.actor.startSetupRequest', { error: explained('api.errors.twoFactorAlreadyOn') }),
    event('xstate.error.actor.startSetupRequest', { error: Object.assign(explained('api.errors.passwordRequired'), { code: 'PASSWORD_REQUIRED' }) }),
  ],
  startingSetupWithPassword: [
    event('xstate.done.actor.startSetupRequest', { output: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Lifelog:ada?secret=JBSWY3DPEHPK3PXP' } }),
    event('xstate.error.actor.startSetupRequest', { error: explained('api.errors.wrongPassword') }),
  ],
  confirmingCode: [
    event('xstate.done.actor.confirmSetupRequest', { output: { recoveryCodes } }),
    event('xstate.error.actor.confirmSetupRequest', { error: explained('api.errors.wrongCode') }),
  ],
  submittingTurnOff: [
    event('xstate.done.actor.turnOffRequest', { output: undefined }),
    event('xstate.error.actor.turnOffRequest', { error: new Error('offline') }),
  ],
};

const traversal: WalkTraversal<TwoFactorSnapshot, TwoFactorEvent, TwoFactorInput> = {
  input: { isOn: false },
  events: (snapshot) => [
    { type: 'setup.started' },
    { type: 'password.submitted', password: 'account pw' },
    { type: 'code.submitted', code: '123456' },
    { type: 'setup.cancelled' },
    { type: 'recoveryCodes.stored' },
    { type: 'turnOff.started' },
    { type: 'turnOff.submitted', password: 'account pw', code: '654321' },
    { type: 'turnOff.cancelled' },
    { type: 'form.edited' },
    // The user refreshed from the server, agreeing with the screen or not.
    { type: 'status.changed', isOn: true },
    { type: 'status.changed', isOn: false },
    // A request can only settle while it runs.
    ...(outcomes[valueToPath(snapshot.value)] ?? []),
  ],
  serializeState: (snapshot) => {
    const { isOn, setup, recoveryCodes: codes, errorMessageId } = snapshot.context;
    return JSON.stringify([snapshot.value, isOn, setup?.secret ?? null, codes.length, errorMessageId]);
  },
  serializeEvent: (event) => {
    if (event.type === 'status.changed') return `status.changed:${event.isOn ? 'on' : 'off'}`;
    // Two refusals of one request (a plain one, and PASSWORD_REQUIRED) are different edges.
    const code = (event as { error?: { code?: string } }).error?.code;
    return code ? `${event.type}:${code}` : event.type;
  },
};

describeModelWalk({
  name: 'two-factor machine',
  machine: twoFactorMachine,
  traversal,
  restingStates: [
    'confirmingCode',
    'confirmingPassword',
    'off',
    'on',
    'showingRecoveryCodes',
    'showingSecret',
    'startingSetup',
    'startingSetupWithPassword',
    'submittingTurnOff',
    'turningOff',
  ],
  actions: { userChanged: () => {} },
  actors: ['startSetupRequest', 'confirmSetupRequest', 'turnOffRequest'],
  visible: (snapshot) => ({ isOn: snapshot.context.isOn, view: selectTwoFactor(snapshot) }),
  notWalked: { 'twoFactor.starting:always:0': 'the start with 2FA on is pinned in twoFactorMachine.test.ts' },
});
