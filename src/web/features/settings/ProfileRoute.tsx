import { useIntl } from 'react-intl';
import { messageForError } from '../../api/errorMessages';
import { useCurrentUser } from '../../auth/AuthProvider';
import { useUpdateUser } from '../../auth/userMutations';
import { ProfileScreen, profileScreenMessages, type PasswordChange } from './ProfileScreen';

/**
 * /settings/profile. The password change is PUT /auth/user/{id} with the current and the new
 * password; the server then ends every other session (decisions.md), which the success says.
 * A refusal is said next to the form, in the words of its error code.
 */
export function ProfileRoute() {
  const intl = useIntl();
  const username = useCurrentUser()?.username ?? '';
  const change = useUpdateUser();
  const error = change.isError ? intl.formatMessage(messageForError(change.error, profileScreenMessages.failed)) : null;

  return (
    <ProfileScreen
      username={username}
      isSaving={change.isPending}
      error={error}
      isChanged={change.isSuccess}
      onChangePassword={({ currentPassword, newPassword }: PasswordChange) => change.mutate({ currentPassword, newPassword })}
      onEdit={() => change.reset()}
    />
  );
}
