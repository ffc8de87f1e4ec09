import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeOf, messageForError } from '../../api/errorMessages';
import { useApi } from '../../api/useApi';
import { useCurrentUser } from '../../auth/AuthProvider';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExtraPasswordSection } from './ExtraPasswordSection';
import { sessionsMessages } from './screenMessages';
import { sessionsQuery, useSignOutOthers, useSignOutSession } from './queries';
import { SessionsSection, type SessionsState } from './SessionsSection';
import { SettingsAuth } from './SettingsAuth';
import { TwoFactorPanel } from './TwoFactorPanel';
import { useDeleteAccount } from './useDeleteAccount';
import { useExtraPasswordSave } from './useExtraPasswordSave';

/**
 * /settings/auth: two-factor authentication, the extra password and the sessions. The sessions
 * come with the route (its loader) and refresh after each sign-out; the extra password is a
 * change to the user (its keys derived in the browser, useExtraPasswordSave.ts), which the user's
 * refresh then shows everywhere (the sidebar's Passwords). Last, deleting the account.
 */
export function SettingsAuthRoute() {
  const intl = useIntl();
  const user = useCurrentUser();

  // Extra password: a wrong account or extra password is the form's to say, next to the fields.
  const [extraResetKey, setExtraResetKey] = useState(0);
  const extraPassword = useExtraPasswordSave(Boolean(user?.hasExtraPassword), () => setExtraResetKey((key) => key + 1));

  // Sessions
  const sessions = useQuery(sessionsQuery(useApi()));
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const state: SessionsState = sessions.isSuccess
    ? { status: 'ready', sessions: sessions.data }
    : sessions.isError
      ? { status: 'error' }
      : { status: 'loading' };
  const signingOut = signOut.isPending ? signOut.variables?.params?.query?.sessionId : undefined;
  const pending = new Set([...(signingOut ? [signingOut] : []), ...(signOutOthers.isPending ? ['others'] : [])]);

  // Signing out every other session: the server asks for the password when the sign-in is old.
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const endOthers = (currentPassword?: string) =>
    signOutOthers.mutate(
      { params: { query: { others: true } }, ...(currentPassword === undefined ? {} : { body: { currentPassword } }) },
      {
        onSuccess: () => setConfirmingOthers(false),
        onError: (error) => {
          if (errorCodeOf(error) === 'PASSWORD_REQUIRED') setConfirmingOthers(true);
        },
      },
    );
  const othersRefusal = signOutOthers.isError && errorCodeOf(signOutOthers.error) !== 'PASSWORD_REQUIRED' ? signOutOthers.error : null;
  const othersError = othersRefusal ? intl.formatMessage(messageForError(othersRefusal, sessionsMessages.signOutFailed)) : null;

  const deletion = useDeleteAccount();

  return (
    <SettingsAuth>
      <TwoFactorPanel />
      <ExtraPasswordSection
        status={extraPassword.status}
        isSaving={extraPassword.isSaving}
        error={extraPassword.error && intl.formatMessage(extraPassword.error)}
        resetKey={extraResetKey}
        onSave={extraPassword.save}
        onEdit={extraPassword.clearError}
      />
      <SessionsSection
        state={state}
        pending={pending}
        onRetry={() => void sessions.refetch()}
        onSignOut={(sessionId) => signOut.mutate({ params: { query: { sessionId } } })}
        onSignOutOthers={endOthers}
        confirmingOthers={confirmingOthers}
        othersError={othersError}
        onCancelOthers={() => {
          setConfirmingOthers(false);
          signOutOthers.reset();
        }}
        onEditOthers={() => signOutOthers.reset()}
      />
      <DeleteAccountSection
        twoFactorOn={Boolean(user?.is2faEnabled)}
        isBusy={deletion.isBusy}
        error={deletion.error && intl.formatMessage(deletion.error)}
        onDelete={deletion.remove}
        onEdit={deletion.clearError}
      />
    </SettingsAuth>
  );
}
