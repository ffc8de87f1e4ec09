import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { unwrap } from '../../api/apiResult';
import { useOptionalAuthRuntime } from '../../auth/AuthProvider';
import { localSession, type LocalUser } from '../../session/localSession';
import { useLocalSession } from '../../session/useLocalSession';
import { useToast } from '../../shell/ToastProvider';
import { errorMessages } from '../../components/form/formMessages';
import { ExtraPasswordSection, type ExtraPasswordInput } from './ExtraPasswordSection';
import { extraPasswordMessages, sessionsMessages } from './messages';
import { SessionsSection, type SessionsState } from './SessionsSection';
import { SettingsAuth } from './SettingsAuth';
import { TwoFactorPanel } from './TwoFactorPanel';

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
      <TwoFactorPanel />
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
