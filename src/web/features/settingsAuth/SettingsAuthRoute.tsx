import { useCallback, useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { unwrap } from '../../api/apiResult';
import { useOptionalAuthRuntime } from '../../auth/AuthProvider';
import { localSession, type LocalUser } from '../../session/localSession';
import { useLocalSession } from '../../session/useLocalSession';
import { useToast } from '../../shell/ToastProvider';
import { errorMessages } from '../../components/form/formMessages';
import { ExtraPasswordSection, type ExtraPasswordInput } from './ExtraPasswordSection';
import { extraPasswordMessages, sessionsMessages, twoFactorMessages } from './messages';
import { SessionsSection, type SessionsState } from './SessionsSection';
import { SettingsAuth } from './SettingsAuth';
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

/**
 * /settings/auth: two-factor authentication, the extra password and the sessions, wired to the
 * auth runtime's client (which adds the tokens and applies the spec §8 error rules).
 */
export function SettingsAuthRoute() {
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

  // Extra password
  const [extraSaving, setExtraSaving] = useState(false);
  const [extraError, setExtraError] = useState<string | null>(null);
  const [extraResetKey, setExtraResetKey] = useState(0);

  const saveExtraPassword = async ({ currentPassword, extraPassword }: ExtraPasswordInput) => {
    if (!client || !user) return setExtraError(intl.formatMessage(extraPasswordMessages.failed));
    setExtraSaving(true);
    setExtraError(null);
    try {
      const { response } = await client.PUT('/auth/user/{id}', {
        params: { path: { id: user._id } },
        body: { currentPassword, extraPassword },
      });
      if (!response.ok) {
        return setExtraError(intl.formatMessage(response.status === 401 ? errorMessages.wrongPassword : extraPasswordMessages.failed));
      }
      patchLocalUser({ hasExtraPassword: true });
      setExtraResetKey((key) => key + 1);
      toast.show(extraPasswordMessages.saved, { kind: 'success' });
    } catch {
      setExtraError(intl.formatMessage(extraPasswordMessages.failed));
    } finally {
      setExtraSaving(false);
    }
  };

  // Sessions
  const [sessions, setSessions] = useState<SessionsState>({ status: 'loading' });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const loadSessions = useCallback(async () => {
    setSessions({ status: 'loading' });
    try {
      if (!client) throw new Error('no auth runtime');
      setSessions({ status: 'ready', sessions: unwrap(await client.GET('/auth/session')) });
    } catch {
      setSessions({ status: 'error' });
    }
  }, [client]);

  useEffect(() => {
    void loadSessions();
  }, [loadSessions]);

  const revoke = async (key: string, query: { sessionId: string } | { others: true }) => {
    if (!client) return;
    setPending((old) => new Set(old).add(key));
    try {
      unwrap(await client.DELETE('/auth/session', { params: { query } }));
      setSessions((old) =>
        old.status === 'ready'
          ? {
              status: 'ready',
              sessions: old.sessions.filter((session) => ('others' in query ? session.current : session._id !== query.sessionId)),
            }
          : old,
      );
      toast.show(sessionsMessages.signedOut, { kind: 'success' });
    } catch {
      toast.show(sessionsMessages.signOutFailed, { kind: 'error' });
    } finally {
      setPending((old) => {
        const next = new Set(old);
        next.delete(key);
        return next;
      });
    }
  };

  return (
    <SettingsAuth>
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
      <ExtraPasswordSection
        hasExtraPassword={Boolean(user?.hasExtraPassword)}
        isSaving={extraSaving}
        error={extraError}
        resetKey={extraResetKey}
        onSave={(input) => void saveExtraPassword(input)}
      />
      <SessionsSection
        state={sessions}
        pending={pending}
        onRetry={() => void loadSessions()}
        onSignOut={(sessionId) => void revoke(sessionId, { sessionId })}
        onSignOutOthers={() => void revoke('others', { others: true })}
      />
    </SettingsAuth>
  );
}
