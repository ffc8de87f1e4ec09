// Pins what a generated walk cannot judge about turning two-factor authentication on and off:
// where every transition lands (checked by the guard at the end), what each request receives,
// that the recovery codes are shown once and the app is told after each success, that errors are
// catalogue ids cleared by the next submission, and that the screen follows the server's status
// (2FA turned off in another browser) without cutting a request or the recovery codes short.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { deferredActors } from './graphWalk.testing';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';
import {
  selectTwoFactor,
  twoFactorMachine,
  twoFactorMessageIds,
  type TwoFactorContext,
  type TwoFactorSetup,
} from './twoFactorMachine';

const pins = pinTransitions(twoFactorMachine);
const { expectTransitionTo } = pins;

const setup: TwoFactorSetup = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Lifelog:ada?secret=JBSWY3DPEHPK3PXP' };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `a1b2c3d4e5f6a7b${i}`);
/** A rejection the app explained: its actor mapped the contract's error code to a message id. */
const explained = (messageId: string) => Object.assign(new Error('refused'), { messageId });
/** The server's refusal when the sign-in is too old to start the setup without the password. */
const passwordRequired = () => Object.assign(new Error('refused'), { code: 'PASSWORD_REQUIRED', messageId: 'api.errors.passwordRequired' });

/** The machine with recording stubs: every request stays in flight until the test settles it. */
function stubbed() {
  const calls: { name: string; input?: unknown; params?: unknown }[] = [];
  const requests = deferredActors(['startSetupRequest', 'confirmSetupRequest', 'turnOffRequest'], (name, input) => calls.push({ name, input }));
  const machine = twoFactorMachine.provide({
    actors: requests.actors as never,
    actions: { userChanged: (_, params) => void calls.push({ name: 'userChanged', params }) },
  });
  return { machine, calls, resolve: requests.resolve, reject: requests.reject };
}

function start(isOn: boolean) {
  const stubs = stubbed();
  const actor = createActor(stubs.machine, { input: { isOn }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectTwoFactor(actor.getSnapshot()) };
}

type RestingState = 'off' | 'confirmingPassword' | 'showingSecret' | 'showingRecoveryCodes' | 'on' | 'turningOff';

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: RestingState, context: Partial<TwoFactorContext>) {
  const stubs = stubbed();
  const snapshot = stubs.machine.resolveState({ value, context: { isOn: false, setup: null, recoveryCodes: [], errorMessageId: null, ...context } });
  const actor = createActor(stubs.machine, { snapshot, input: { isOn: false }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectTwoFactor(actor.getSnapshot()) };
}

describe('starting', () => {
  it('says off when the user has 2FA off', () => {
    const { actor, view } = start(false);
    expectTransitionTo(actor, 'off');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: false, errorMessageId: null });
    // No secret and no recovery codes are held outside the steps that show them.
    expect(actor.getSnapshot().context).toEqual({ isOn: false, setup: null, recoveryCodes: [], errorMessageId: null });
  });

  it('says on when the user has 2FA on', () => {
    const { actor, view } = start(true);
    expectTransitionTo(actor, 'on');
    expect(view()).toEqual({ screen: { step: 'on' }, isBusy: false, errorMessageId: null });
  });
});

describe('turning on', () => {
  it('starts the setup, shows the key, confirms a code, shows the recovery codes once, then says on', async () => {
    const { actor, calls, resolve, view } = start(false);
    actor.send({ type: 'setup.started' });
    expectTransitionTo(actor, 'startingSetup');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: true, errorMessageId: null });
    expect(calls).toEqual([{ name: 'startSetupRequest', input: {} }]);

    await resolve('startSetupRequest', setup);
    expectTransitionTo(actor, 'showingSecret');
    expect(view()).toEqual({ screen: { step: 'setup', ...setup }, isBusy: false, errorMessageId: null });

    actor.send({ type: 'code.submitted', code: '123456' });
    expectTransitionTo(actor, 'confirmingCode');
    expect(view()).toEqual({ screen: { step: 'setup', ...setup }, isBusy: true, errorMessageId: null });
    expect(calls.at(-1)).toEqual({ name: 'confirmSetupRequest', input: { code: '123456' } });

    await resolve('confirmSetupRequest', { recoveryCodes });
    expectTransitionTo(actor, 'showingRecoveryCodes');
    expect(view()).toEqual({ screen: { step: 'recoveryCodes', recoveryCodes }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context).toMatchObject({ isOn: true, setup: null });
    expect(calls.at(-1)).toEqual({ name: 'userChanged', params: { isOn: true } });

    actor.send({ type: 'recoveryCodes.stored' });
    expectTransitionTo(actor, 'on');
    expect(view().screen).toEqual({ step: 'on' });
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
    expect(calls.filter((call) => call.name === 'userChanged')).toHaveLength(1);
  });

  it('stays off with the message id the app gave a refused setup', async () => {
    const { actor, reject, view } = start(false);
    actor.send({ type: 'setup.started' });
    await reject('startSetupRequest', explained('api.errors.twoFactorAlreadyOn'));
    expectTransitionTo(actor, 'off');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: false, errorMessageId: 'api.errors.twoFactorAlreadyOn' });
  });

  it("says it could not change two-factor authentication when the failure carries no id, never the server's text", async () => {
    const { actor, reject, view } = start(false);
    actor.send({ type: 'setup.started' });
    await reject('startSetupRequest', new Error('Internal Server Error'));
    expect(view().errorMessageId).toBe(twoFactorMessageIds.failed);
    expect(twoFactorMessageIds.failed).toBe('settingsAuth.twoFactor.failed');
  });

  it('clears the error when the setup is started again', () => {
    const { actor, view } = startFrom('off', { errorMessageId: twoFactorMessageIds.failed });
    actor.send({ type: 'setup.started' });
    expect(view().errorMessageId).toBeNull();
  });

  it('keeps the key on screen with the error when the code is refused, and takes the next code', async () => {
    const { actor, calls, reject, resolve, view } = startFrom('showingSecret', { setup });
    actor.send({ type: 'code.submitted', code: '000000' });
    await reject('confirmSetupRequest', explained('api.errors.wrongCode'));
    expectTransitionTo(actor, 'showingSecret');
    expect(view()).toEqual({ screen: { step: 'setup', ...setup }, isBusy: false, errorMessageId: 'api.errors.wrongCode' });
    expect(calls.some((call) => call.name === 'userChanged')).toBe(false);

    actor.send({ type: 'code.submitted', code: '123456' });
    expect(view()).toMatchObject({ isBusy: true, errorMessageId: null });
    expect(calls.at(-1)).toEqual({ name: 'confirmSetupRequest', input: { code: '123456' } });
    await resolve('confirmSetupRequest', { recoveryCodes });
    expect(view().screen).toEqual({ step: 'recoveryCodes', recoveryCodes });
  });

  it('asks for the password when the server wants the sign-in confirmed, then starts the setup with it', async () => {
    const { actor, calls, reject, resolve, view } = start(false);
    actor.send({ type: 'setup.started' });
    await reject('startSetupRequest', passwordRequired());
    expectTransitionTo(actor, 'confirmingPassword');
    // Being asked is no mistake of the user's: no error is shown.
    expect(view()).toEqual({ screen: { step: 'confirmPassword' }, isBusy: false, errorMessageId: null });

    actor.send({ type: 'password.submitted', password: 'account pw' });
    expectTransitionTo(actor, 'startingSetupWithPassword');
    expect(view()).toEqual({ screen: { step: 'confirmPassword' }, isBusy: true, errorMessageId: null });
    expect(calls.at(-1)).toEqual({ name: 'startSetupRequest', input: { currentPassword: 'account pw' } });

    await resolve('startSetupRequest', setup);
    expectTransitionTo(actor, 'showingSecret');
    expect(view()).toEqual({ screen: { step: 'setup', ...setup }, isBusy: false, errorMessageId: null });
  });

  it('keeps the password form with the error when the password is wrong, and clears it on the next try', async () => {
    const { actor, calls, reject, view } = startFrom('confirmingPassword', {});
    actor.send({ type: 'password.submitted', password: 'nope' });
    await reject('startSetupRequest', explained('api.errors.wrongPassword'));
    expectTransitionTo(actor, 'confirmingPassword');
    expect(view()).toEqual({ screen: { step: 'confirmPassword' }, isBusy: false, errorMessageId: 'api.errors.wrongPassword' });

    actor.send({ type: 'password.submitted', password: 'account pw' });
    expect(view()).toMatchObject({ isBusy: true, errorMessageId: null });
    expect(calls.at(-1)).toEqual({ name: 'startSetupRequest', input: { currentPassword: 'account pw' } });
  });

  it('goes back to off without the error when the password form is cancelled', () => {
    const { actor, view } = startFrom('confirmingPassword', { errorMessageId: 'api.errors.wrongPassword' });
    actor.send({ type: 'setup.cancelled' });
    expectTransitionTo(actor, 'off');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: false, errorMessageId: null });
  });

  it('forgets the key and the error on cancel', () => {
    const { actor, view } = startFrom('showingSecret', { setup, errorMessageId: 'api.errors.wrongCode' });
    actor.send({ type: 'setup.cancelled' });
    expectTransitionTo(actor, 'off');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context.setup).toBeNull();
  });
});

describe('turning off', () => {
  it('asks for the password and a code, sends them, then says off and tells the app', async () => {
    const { actor, calls, resolve, view } = start(true);
    actor.send({ type: 'turnOff.started' });
    expectTransitionTo(actor, 'turningOff');
    expect(view()).toEqual({ screen: { step: 'turningOff' }, isBusy: false, errorMessageId: null });

    actor.send({ type: 'turnOff.submitted', password: 'account pw', code: '654321' });
    expectTransitionTo(actor, 'submittingTurnOff');
    expect(view()).toEqual({ screen: { step: 'turningOff' }, isBusy: true, errorMessageId: null });
    expect(calls).toEqual([{ name: 'turnOffRequest', input: { password: 'account pw', code: '654321' } }]);

    await resolve('turnOffRequest');
    expectTransitionTo(actor, 'off');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context.isOn).toBe(false);
    expect(calls.at(-1)).toEqual({ name: 'userChanged', params: { isOn: false } });
  });

  it('keeps the form with the error when the password or code is wrong, and clears it on the next try', async () => {
    const { actor, calls, reject, view } = startFrom('turningOff', { isOn: true });
    actor.send({ type: 'turnOff.submitted', password: 'nope', code: '000000' });
    await reject('turnOffRequest', explained('api.errors.wrongPasswordOrCode'));
    expectTransitionTo(actor, 'turningOff');
    expect(view()).toEqual({ screen: { step: 'turningOff' }, isBusy: false, errorMessageId: 'api.errors.wrongPasswordOrCode' });
    expect(calls.some((call) => call.name === 'userChanged')).toBe(false);

    actor.send({ type: 'turnOff.submitted', password: 'account pw', code: '654321' });
    expect(view()).toMatchObject({ isBusy: true, errorMessageId: null });
  });

  it('goes back to on without the error on cancel', () => {
    const { actor, view } = startFrom('turningOff', { isOn: true, errorMessageId: 'api.errors.wrongPasswordOrCode' });
    actor.send({ type: 'turnOff.cancelled' });
    expectTransitionTo(actor, 'on');
    expect(view()).toEqual({ screen: { step: 'on' }, isBusy: false, errorMessageId: null });
  });
});

describe('editing a form after a refusal', () => {
  it.each([
    ['confirmingPassword', 'api.errors.wrongPassword', { step: 'confirmPassword' }],
    ['showingSecret', 'api.errors.wrongCode', { step: 'setup', ...setup }],
    ['turningOff', 'api.errors.wrongPasswordOrCode', { step: 'turningOff' }],
  ] as const)('clears the error in %s and stays on the form', (state, errorMessageId, screen) => {
    const { actor, calls, view } = startFrom(state, { isOn: state === 'turningOff', setup: state === 'showingSecret' ? setup : null, errorMessageId });
    actor.send({ type: 'form.edited' });
    expectTransitionTo(actor, state);
    expect(view()).toEqual({ screen, isBusy: false, errorMessageId: null });
    expect(calls).toEqual([]);
  });
});

describe('following the server (the user refreshed, e.g. 2FA changed in another browser)', () => {
  it('says off when 2FA was turned off elsewhere', () => {
    const { actor, view } = startFrom('on', { isOn: true });
    actor.send({ type: 'status.changed', isOn: false });
    expectTransitionTo(actor, 'off');
    expect(view().screen).toEqual({ step: 'off' });
    expect(actor.getSnapshot().context.isOn).toBe(false);
  });

  it('closes the turn-off form when 2FA was turned off elsewhere: nothing is left to turn off', () => {
    const { actor, view } = startFrom('turningOff', { isOn: true, errorMessageId: 'api.errors.twoFactorNotOn' });
    actor.send({ type: 'status.changed', isOn: false });
    expectTransitionTo(actor, 'off');
    expect(view()).toEqual({ screen: { step: 'off' }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context.isOn).toBe(false);
  });

  it('says on when 2FA was turned on elsewhere', () => {
    const { actor, view } = startFrom('off', { errorMessageId: 'api.errors.twoFactorAlreadyOn' });
    actor.send({ type: 'status.changed', isOn: true });
    expectTransitionTo(actor, 'on');
    expect(view()).toEqual({ screen: { step: 'on' }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context.isOn).toBe(true);
  });

  it('closes the password form when 2FA was turned on elsewhere', () => {
    const { actor, view } = startFrom('confirmingPassword', { errorMessageId: 'api.errors.wrongPassword' });
    actor.send({ type: 'status.changed', isOn: true });
    expectTransitionTo(actor, 'on');
    expect(view()).toEqual({ screen: { step: 'on' }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context.isOn).toBe(true);
  });

  it('drops a setup under way when 2FA was turned on elsewhere: its key no longer counts', () => {
    const { actor, view } = startFrom('showingSecret', { setup, errorMessageId: 'api.errors.wrongCode' });
    actor.send({ type: 'status.changed', isOn: true });
    expectTransitionTo(actor, 'on');
    expect(view()).toEqual({ screen: { step: 'on' }, isBusy: false, errorMessageId: null });
    expect(actor.getSnapshot().context).toMatchObject({ isOn: true, setup: null });
  });

  it.each([
    ['off', false],
    ['confirmingPassword', false],
    ['showingSecret', false],
    ['on', true],
    ['turningOff', true],
  ] as const)('stays in %s when the server agrees with it', (state, isOn) => {
    const { actor } = startFrom(state, { isOn, setup: state === 'showingSecret' ? setup : null });
    actor.send({ type: 'status.changed', isOn });
    expectTransitionTo(actor, state);
  });

  it('lets a request in flight decide, remembering what the server said', async () => {
    const { actor, resolve, view } = startFrom('showingSecret', { setup });
    actor.send({ type: 'code.submitted', code: '123456' });
    actor.send({ type: 'status.changed', isOn: true });
    expectTransitionTo(actor, 'confirmingCode');
    expect(actor.getSnapshot().context.isOn).toBe(true);
    await resolve('confirmSetupRequest', { recoveryCodes });
    expect(view().screen).toEqual({ step: 'recoveryCodes', recoveryCodes });
  });

  it('keeps the recovery codes on screen when 2FA was turned off elsewhere meanwhile, then says off', () => {
    const { actor, view } = startFrom('showingRecoveryCodes', { isOn: true, recoveryCodes });
    actor.send({ type: 'status.changed', isOn: false });
    expectTransitionTo(actor, 'showingRecoveryCodes');
    expect(view().screen).toEqual({ step: 'recoveryCodes', recoveryCodes });
    actor.send({ type: 'recoveryCodes.stored' });
    expectTransitionTo(actor, 'off');
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
  });
});

describe('what the app must provide', () => {
  it.each(['startSetupRequest', 'confirmSetupRequest', 'turnOffRequest'] as const)('fails loudly when `%s` is not provided', async (name) => {
    const request = createActor(twoFactorMachine.implementations.actors[name] as AnyActorLogic, { input: {} });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: `actor \`${name}\` must be provided` });
  });

  it('fails loudly when `userChanged` is not provided', () => {
    const action = twoFactorMachine.implementations.actions.userChanged as (...args: unknown[]) => void;
    expect(() => action({}, { isOn: true })).toThrow('action `userChanged` must be provided');
  });
});

itAssertedEveryTransition(pins);
