import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ErrorCode, RequestBody, ResponseData } from '../src/contract/types';
import { failureCode, failureMessageId } from './failureMessage';

/** What `POST /auth/2fa/setup` takes: the password, needed when the sign-in is over 5 minutes old. */
export type StartSetupInput = NonNullable<RequestBody<'startTwoFactorSetup'>>;

/** What `POST /auth/2fa/setup` answers: the new secret and its `otpauth://` URI for the QR code. */
export type TwoFactorSetup = ResponseData<'startTwoFactorSetup'>;
/** What `POST /auth/2fa/enable` takes: a code from the new secret. */
export type ConfirmSetupInput = RequestBody<'confirmTwoFactorSetup'>;
/** What `POST /auth/2fa/enable` answers: the recovery codes, shown once. */
export type ConfirmedSetup = ResponseData<'confirmTwoFactorSetup'>;
/** What `POST /auth/2fa/disable` takes: the password and a code (or a recovery code). */
export type TurnOffInput = RequestBody<'turnOffTwoFactor'>;

export interface TwoFactorInput {
  /** Whether the signed-in user has 2FA on, as the server last said. */
  isOn: boolean;
}

export interface TwoFactorContext {
  /** The server's last word on the user's 2FA: the input, a `status.changed`, or this machine's own success. */
  isOn: boolean;
  /** The setup under way: set while the key is shown and its code checked. */
  setup: TwoFactorSetup | null;
  /** Shown once, then forgotten: set only while `showingRecoveryCodes`. */
  recoveryCodes: string[];
  /** Why the last request failed: a message id of the app's catalogues. */
  errorMessageId: string | null;
}

export type TwoFactorEvent =
  | { type: 'setup.started' }
  /** The account password, asked when the server wants it confirmed before the setup starts. */
  | { type: 'password.submitted'; password: string }
  /** The code from the authenticator app, checked by the form (six digits). */
  | { type: 'code.submitted'; code: string }
  | { type: 'setup.cancelled' }
  /** The user says the recovery codes are stored (copied, downloaded or written down). */
  | { type: 'recoveryCodes.stored' }
  | { type: 'turnOff.started' }
  | { type: 'turnOff.submitted'; password: string; code: string }
  | { type: 'turnOff.cancelled' }
  /** The user changed a field of the form on screen: the last refusal no longer stands beside it. */
  | { type: 'form.edited' }
  /** The user was refreshed from the server (e.g. 2FA turned off in another browser). */
  | { type: 'status.changed'; isOn: boolean };

/**
 * What each step says when its request fails without a `messageId` of its own (see
 * failureMessage.ts); ids of the app's catalogues, checked by machineMessages.test.ts.
 */
export const twoFactorMessageIds = {
  failed: 'settingsAuth.twoFactor.failed',
} as const;

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

const eventOutput = <T>(event: unknown) => (event as { output: T }).output;
const eventError = (event: unknown) => (event as { error: unknown }).error;

/** The server's answer when the sign-in is too old to start the setup without the password. */
const PASSWORD_REQUIRED: ErrorCode = 'PASSWORD_REQUIRED';

/**
 * Turning two-factor authentication on (start the setup, confirming the password first when the
 * server asks for it, show the key and QR code, confirm a code, show the recovery codes once) and
 * off (password and code), on /settings/auth.
 *
 * Invariants:
 * - In the states that wait for the user (`off`, `confirmingPassword`, `showingSecret`, `on`,
 *   `turningOff`) the screen follows the server: `off`, `confirmingPassword` and `showingSecret`
 *   only while `isOn` is false, `on` and
 *   `turningOff` only while it is true. A `status.changed` that contradicts them moves the screen
 *   (the screen never says "On" when 2FA was turned off in another browser).
 * - A request in flight is not interrupted by `status.changed`: its answer decides, and the
 *   recovery codes stay on screen until the user has stored them, then the screen follows
 *   `isOn`.
 * - `setup` is set only while the key is shown or its code checked; `recoveryCodes` only while
 *   they are shown.
 * - `userChanged` runs once after each success, so the app refreshes the user everywhere.
 * - `errorMessageId` is a catalogue id, never the server's text: the rejection's own `messageId`
 *   (the app maps the contract's error code) or `twoFactorMessageIds.failed`. It is cleared by the
 *   next submission, by editing the form it is about, by cancelling, and when the screen follows
 *   the server. The server asking for
 *   the password (`PASSWORD_REQUIRED`) is not an error: it opens the password form.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
  },
  actors: {
    startSetupRequest: fromPromise<TwoFactorSetup, StartSetupInput>(async () => {
      throw mustBeProvided('actor', 'startSetupRequest');
    }),
    confirmSetupRequest: fromPromise<ConfirmedSetup, ConfirmSetupInput>(async () => {
      throw mustBeProvided('actor', 'confirmSetupRequest');
    }),
    turnOffRequest: fromPromise<void, TurnOffInput>(async () => {
      throw mustBeProvided('actor', 'turnOffRequest');
    }),
  },
  guards: {
    isOn: ({ context }) => context.isOn,
    isReportedOn: ({ event }) => {
      assertEvent(event, 'status.changed');
      return event.isOn;
    },
    isPasswordRequired: ({ event }) => failureCode(eventError(event)) === PASSWORD_REQUIRED,
    isReportedOff: ({ event }) => {
      assertEvent(event, 'status.changed');
      return !event.isOn;
    },
  },
  actions: {
    assignStatus: assign(({ event }) => {
      assertEvent(event, 'status.changed');
      return { isOn: event.isOn };
    }),
    clearError: assign({ errorMessageId: null }),
    assignError: assign({ errorMessageId: ({ event }) => failureMessageId(eventError(event), twoFactorMessageIds.failed) }),
    assignSetup: assign({ setup: ({ event }) => eventOutput<TwoFactorSetup>(event) }),
    forgetSetup: assign({ setup: null }),
    assignTurnedOn: assign({ isOn: true, setup: null, recoveryCodes: ({ event }) => eventOutput<ConfirmedSetup>(event).recoveryCodes }),
    forgetRecoveryCodes: assign({ recoveryCodes: [] }),
    assignTurnedOff: assign({ isOn: false }),
    // Provided by the app: the user's account changed (2FA is now on or off); refresh it everywhere.
    userChanged: (_, _params: { isOn: boolean }) => {
      throw mustBeProvided('action', 'userChanged');
    },
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ isOn: input.isOn, setup: null, recoveryCodes: [], errorMessageId: null }),
  initial: 'starting',
  on: {
    // Anywhere else (a request in flight, the recovery codes, or a report that agrees with the
    // screen) it is only remembered; the states below move the screen when it contradicts them.
    'status.changed': { actions: 'assignStatus' },
  },
  states: {
    // Passed through, never rested in: starts on the screen the server's status says.
    starting: {
      always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'setup.started': { target: 'startingSetup', actions: 'clearError' },
        'status.changed': { guard: 'isReportedOn', target: 'on', actions: ['assignStatus', 'clearError'] },
      },
    },
    startingSetup: {
      invoke: {
        id: 'startSetupRequest',
        src: 'startSetupRequest',
        input: {},
        onDone: { target: 'showingSecret', actions: 'assignSetup' },
        onError: [
          // The sign-in is over 5 minutes old: ask for the password, which is no error of the user's.
          { guard: 'isPasswordRequired', target: 'confirmingPassword' },
          { target: 'off', actions: 'assignError' },
        ],
      },
    },
    confirmingPassword: {
      on: {
        'form.edited': { actions: 'clearError' },
        'password.submitted': { target: 'startingSetupWithPassword', actions: 'clearError' },
        'setup.cancelled': { target: 'off', actions: 'clearError' },
        'status.changed': { guard: 'isReportedOn', target: 'on', actions: ['assignStatus', 'clearError'] },
      },
    },
    startingSetupWithPassword: {
      invoke: {
        id: 'startSetupRequest',
        src: 'startSetupRequest',
        input: ({ event }) => {
          assertEvent(event, 'password.submitted');
          return { currentPassword: event.password };
        },
        onDone: { target: 'showingSecret', actions: 'assignSetup' },
        // A wrong password keeps the password form, with the error.
        onError: { target: 'confirmingPassword', actions: 'assignError' },
      },
    },
    showingSecret: {
      on: {
        'form.edited': { actions: 'clearError' },
        'code.submitted': { target: 'confirmingCode', actions: 'clearError' },
        'setup.cancelled': { target: 'off', actions: ['forgetSetup', 'clearError'] },
        // Turned on elsewhere meanwhile: this setup's secret is no longer the one that counts.
        'status.changed': { guard: 'isReportedOn', target: 'on', actions: ['assignStatus', 'forgetSetup', 'clearError'] },
      },
    },
    confirmingCode: {
      invoke: {
        id: 'confirmSetupRequest',
        src: 'confirmSetupRequest',
        input: ({ event }) => {
          assertEvent(event, 'code.submitted');
          return { code: event.code };
        },
        onDone: {
          target: 'showingRecoveryCodes',
          actions: ['assignTurnedOn', { type: 'userChanged', params: { isOn: true } }],
        },
        // A refused code keeps the key on screen with the error, to try the next code.
        onError: { target: 'showingSecret', actions: 'assignError' },
      },
    },
    showingRecoveryCodes: {
      on: {
        'recoveryCodes.stored': [
          // Turned off elsewhere while the codes were read: the screen follows the server.
          { guard: 'isOn', target: 'on', actions: 'forgetRecoveryCodes' },
          { target: 'off', actions: 'forgetRecoveryCodes' },
        ],
      },
    },
    on: {
      on: {
        'turnOff.started': 'turningOff',
        'status.changed': { guard: 'isReportedOff', target: 'off', actions: 'assignStatus' },
      },
    },
    turningOff: {
      on: {
        'form.edited': { actions: 'clearError' },
        'turnOff.submitted': { target: 'submittingTurnOff', actions: 'clearError' },
        'turnOff.cancelled': { target: 'on', actions: 'clearError' },
        // Turned off elsewhere meanwhile: there is nothing left to turn off.
        'status.changed': { guard: 'isReportedOff', target: 'off', actions: ['assignStatus', 'clearError'] },
      },
    },
    submittingTurnOff: {
      invoke: {
        id: 'turnOffRequest',
        src: 'turnOffRequest',
        input: ({ event }) => {
          assertEvent(event, 'turnOff.submitted');
          return { password: event.password, code: event.code };
        },
        onDone: { target: 'off', actions: ['assignTurnedOff', { type: 'userChanged', params: { isOn: false } }] },
        // Wrong password or code: the form stays, with the error.
        onError: { target: 'turningOff', actions: 'assignError' },
      },
    },
  },
});

export type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;
export type TwoFactorActor = ActorRefFrom<typeof twoFactorMachine>;

/** Which step of the section to show, with what it needs. */
export type TwoFactorScreen =
  | { step: 'off' }
  | { step: 'confirmPassword' }
  | { step: 'setup'; secret: string; uri: string }
  | { step: 'recoveryCodes'; recoveryCodes: string[] }
  | { step: 'on' }
  | { step: 'turningOff' };

export interface TwoFactorViewModel {
  screen: TwoFactorScreen;
  /** A request is with the server: disable the buttons. */
  isBusy: boolean;
  /** A message id of the app's catalogues, or null. */
  errorMessageId: string | null;
}

/** The view-model the two-factor section and the tests read; never the raw snapshot. */
export function selectTwoFactor(snapshot: TwoFactorSnapshot): TwoFactorViewModel {
  const { setup, recoveryCodes, errorMessageId } = snapshot.context;
  const isBusy =
    snapshot.matches('startingSetup') ||
    snapshot.matches('startingSetupWithPassword') ||
    snapshot.matches('confirmingCode') ||
    snapshot.matches('submittingTurnOff');
  let screen: TwoFactorScreen;
  if (setup) screen = { step: 'setup', secret: setup.secret, uri: setup.uri };
  else if (snapshot.matches('showingRecoveryCodes')) screen = { step: 'recoveryCodes', recoveryCodes };
  else if (snapshot.matches('on')) screen = { step: 'on' };
  else if (snapshot.matches('turningOff') || snapshot.matches('submittingTurnOff')) screen = { step: 'turningOff' };
  else if (snapshot.matches('confirmingPassword') || snapshot.matches('startingSetupWithPassword')) screen = { step: 'confirmPassword' };
  else screen = { step: 'off' };
  return { screen, isBusy, errorMessageId };
}
