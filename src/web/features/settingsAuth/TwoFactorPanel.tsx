import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { unwrap } from '../../api/apiResult';
import { useOptionalAuthRuntime } from '../../auth/AuthProvider';
import { localSession, type LocalUser } from '../../session/localSession';
import { useLocalSession } from '../../session/useLocalSession';
import { useToast } from '../../shell/ToastProvider';
import { twoFactorMessages } from './messages';
import { TwoFactorSection, type TwoFactorStep } from './TwoFactorSection';

/** Renders the otpauth URI as an SVG data URL; `qrcode` loads only when setup starts. */
export async function renderQrCode(uri: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Patches the local user, so the shell (e.g. the sidebar's Passwords link) follows at once. */
function patchLocalUser(patch: Partial<LocalUser>) {
  const user = localSession.get().user;
  if (user) localSession.setUser({ ...user, ...patch });
}

/** /settings/auth's two-factor section: turning it on (setup, code, recovery codes) and off. */
export function TwoFactorPanel() {
  const intl = useIntl();
  const toast = useToast();
  const runtime = useOptionalAuthRuntime();
  const user = useLocalSession().user;
  const client = runtime?.client;

  // Two-factor authentication
  const [twoFactor, setTwoFactor] = useState<TwoFactorStep>({ step: user?.is2faEnabled ? 'on' : 'off' });
  const [twoFactorBusy, setTwoFactorBusy] = useState(false);
  const [twoFactorError, setTwoFactorError] = useState<string | null>(null);

  const runTwoFactor = async (call: () => Promise<void>, onFailure: (status: number) => MessageDescriptor) => {
    setTwoFactorBusy(true);
    setTwoFactorError(null);
    try {
      await call();
    } catch (error) {
      const status = typeof error === 'object' && error && 'httpStatus' in error ? Number(error.httpStatus) : 0;
      setTwoFactorError(intl.formatMessage(onFailure(status)));
    } finally {
      setTwoFactorBusy(false);
    }
  };

  const startSetup = () =>
    runTwoFactor(
      async () => {
        if (!client) throw new Error('no auth runtime');
        const data = unwrap(await client.POST('/auth/2fa/setup'));
        setTwoFactor({ step: 'setup', secret: data.secret, uri: data.uri });
      },
      () => twoFactorMessages.failed,
    );

  const confirmSetup = (code: string) =>
    runTwoFactor(
      async () => {
        if (!client) throw new Error('no auth runtime');
        const data = unwrap(await client.POST('/auth/2fa/enable', { body: { code } }));
        patchLocalUser({ is2faEnabled: true });
        setTwoFactor({ step: 'recoveryCodes', recoveryCodes: data.recoveryCodes });
        toast.show(twoFactorMessages.turnedOn, { kind: 'success' });
      },
      (status) => (status === 400 || status === 401 ? twoFactorMessages.wrongCode : twoFactorMessages.failed),
    );

  const turnOff = ({ password, code }: { password: string; code: string }) =>
    runTwoFactor(
      async () => {
        if (!client) throw new Error('no auth runtime');
        unwrap(await client.POST('/auth/2fa/disable', { body: { password, code } }));
        patchLocalUser({ is2faEnabled: false });
        setTwoFactor({ step: 'off' });
        toast.show(twoFactorMessages.turnedOff, { kind: 'success' });
      },
      (status) => (status === 400 || status === 401 ? twoFactorMessages.wrongPasswordOrCode : twoFactorMessages.failed),
    );

  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.show(twoFactorMessages.copied, { kind: 'success' }),
      () => undefined, // the text stays on screen to copy by hand
    );
  };

  return (
    <TwoFactorSection
      state={twoFactor}
      isBusy={twoFactorBusy}
      error={twoFactorError}
      onStart={() => void startSetup()}
      onConfirm={(code) => void confirmSetup(code)}
      onCancel={() => {
        setTwoFactorError(null);
        setTwoFactor({ step: user?.is2faEnabled ? 'on' : 'off' });
      }}
      onDone={() => setTwoFactor({ step: 'on' })}
      onStartTurnOff={() => setTwoFactor({ step: 'turningOff' })}
      onTurnOff={(input) => void turnOff(input)}
      onCopy={copy}
      renderQr={renderQrCode}
    />
  );
}
