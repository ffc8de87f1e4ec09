import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeOf, messageForError } from '../../api/errorMessages';
import { useApi } from '../../api/useApi';
import { useCurrentUser } from '../../auth/AuthProvider';
import { useUpdateUser } from '../../auth/userMutations';
import { ExtraPasswordSection, type ExtraPasswordInput } from './ExtraPasswordSection';
import { extraPasswordMessages, sessionsMessages } from './messages';
import { sessionsQuery, useSignOutOthers, useSignOutSession } from './queries';
import { SessionsSection, type SessionsState } from './SessionsSection';
import { SettingsAuth } from './SettingsAuth';
import { TwoFactorPanel } from './TwoFactorPanel';

/**
 * /settings/auth: two-factor authentication, the extra password and the sessions. The sessions
 * come with the route (its loader) and refresh after each sign-out; the extra password is a
 * change to the user, which the user's refresh then shows everywhere (the sidebar's Passwords).
 */
export function SettingsAuthRoute() {
  const intl = useIntl();
  const user = useCurrentUser();

  // Extra password: a wrong account password is the form's to say, next to the field.
  const setExtraPassword = useUpdateUser({ successToast: extraPasswordMessages.saved });
  const [extraResetKey, setExtraResetKey] = useState(0);
  const saveExtraPassword = ({ currentPassword, extraPassword }: ExtraPasswordInput) =>
    setExtraPassword.mutateAsync({ currentPassword, extraPassword }).then(
      () => setExtraResetKey((key) => key + 1),
      () => undefined, // shown from the mutation's error
    );
  const extraError = setExtraPassword.isError ? intl.formatMessage(messageForError(setExtraPassword.error, extraPasswordMessages.failed)) : null;

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

  return (
    <SettingsAuth>
      <TwoFactorPanel />
      <ExtraPasswordSection
        hasExtraPassword={Boolean(user?.hasExtraPassword)}
        isSaving={setExtraPassword.isPending}
        error={extraError}
        resetKey={extraResetKey}
        onSave={(input) => void saveExtraPassword(input)}
        onEdit={() => setExtraPassword.reset()}
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
    </SettingsAuth>
  );
}
