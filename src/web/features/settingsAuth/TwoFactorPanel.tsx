import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  selectTwoFactor,
  twoFactorMachine,
  type ConfirmedSetup,
  type ConfirmSetupInput,
  type StartSetupInput,
  type TurnOffInput,
  type TwoFactorSetup,
} from '../../../../machines/twoFactorMachine';
import { unwrap } from '../../api/apiResult';
import { explained } from '../../api/errorMessages';
import { useCurrentUser, useOptionalAuthRuntime } from '../../auth/AuthProvider';
import { useToast } from '../../shell/ToastProvider';
import { renderQrCode } from '../../components/qr/renderQrCode';
import { twoFactorMessages } from './screenMessages';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /settings/auth's two-factor section, driven by `twoFactorMachine`: turning it on (setup, code,
 * recovery codes) and off (password and code). After each change the user is refreshed from the
 * server, and whenever the user's 2FA status changes (here, or in another browser and seen on the
 * next refresh) the machine follows it, so the section never says "On" when it is off.
 */
export function TwoFactorPanel() {
  const intl = useIntl();
  const toast = useToast();
  const runtime = useOptionalAuthRuntime();
  const isOn = Boolean(useCurrentUser()?.is2faEnabled);

  const client = () => {
    if (!runtime) throw new Error('TwoFactorPanel needs an <AuthProvider>');
    return runtime.client;
  };
  // Provided anew on each render: @xstate/react hands the actor the latest implementations, so
  // they always reach the current runtime and toasts (the language may change meanwhile).
  const actor = useActorRef(
    twoFactorMachine.provide({
      actors: {
        // Without the password first; the machine asks for it when the server wants it (PASSWORD_REQUIRED).
        startSetupRequest: fromPromise<TwoFactorSetup, StartSetupInput>(({ input }) =>
          explained(async () => unwrap(await client().POST('/auth/2fa/setup', input.currentPassword === undefined ? {} : { body: input }))),
        ),
        confirmSetupRequest: fromPromise<ConfirmedSetup, ConfirmSetupInput>(({ input }) =>
          explained(async () => unwrap(await client().POST('/auth/2fa/enable', { body: input }))),
        ),
        turnOffRequest: fromPromise<void, TurnOffInput>(({ input }) =>
          explained(async () => {
            unwrap(await client().POST('/auth/2fa/disable', { body: input }));
          }),
        ),
      },
      actions: {
        userChanged: (_, { isOn: turnedOn }) => {
          toast.show(turnedOn ? twoFactorMessages.turnedOn : twoFactorMessages.turnedOff, { kind: 'success' });
          void runtime?.refreshUser();
        },
      },
    }),
    { input: { isOn } },
  );
  const view = useSelector(actor, selectTwoFactor);

  // The user as the server last said (refreshed after each change, on focus, in every tab).
  useEffect(() => {
    actor.send({ type: 'status.changed', isOn });
  }, [actor, isOn]);

  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.show(twoFactorMessages.copied, { kind: 'success' }),
      () => undefined, // the text stays on screen to copy by hand
    );
  };

  return (
    <TwoFactorSection
      state={view.screen}
      isBusy={view.isBusy}
      error={view.errorMessageId ? intl.formatMessage({ id: view.errorMessageId }) : null}
      onStart={() => actor.send({ type: 'setup.started' })}
      onConfirmPassword={(password) => actor.send({ type: 'password.submitted', password })}
      onConfirm={(code) => actor.send({ type: 'code.submitted', code })}
      onCancel={() => actor.send({ type: view.screen.step === 'turningOff' ? 'turnOff.cancelled' : 'setup.cancelled' })}
      onDone={() => actor.send({ type: 'recoveryCodes.stored' })}
      onStartTurnOff={() => actor.send({ type: 'turnOff.started' })}
      onTurnOff={({ password, code }) => actor.send({ type: 'turnOff.submitted', password, code })}
      onEdit={() => actor.send({ type: 'form.edited' })}
      onCopy={copy}
      renderQr={renderQrCode}
    />
  );
}
