import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOptionalAuthRuntime } from '../../auth/AuthProvider';
import { useLocalSession } from '../../session/useLocalSession';
import { errorMessages } from '../../components/form/formMessages';
import { ProfileScreen, profileScreenMessages, type PasswordChange } from './ProfileScreen';

/**
 * /settings/profile. The password change is PUT /auth/user/{id} with the current and the new
 * password; the server then ends every other session (decisions.md), which the success says.
 */
export function ProfileRoute() {
  const intl = useIntl();
  const runtime = useOptionalAuthRuntime();
  const username = useLocalSession().user?.username ?? '';
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isChanged, setChanged] = useState(false);

  const changePassword = async (change: PasswordChange) => {
    setSaving(true);
    setError(null);
    setChanged(false);
    try {
      const failure = await putPassword(change);
      if (failure) setError(failure);
      else setChanged(true);
    } finally {
      setSaving(false);
    }
  };

  /** null when changed, else the text to show. */
  async function putPassword({ currentPassword, newPassword }: PasswordChange): Promise<string | null> {
    const user = runtime?.auth.getSnapshot().context.user;
    const failed = intl.formatMessage(profileScreenMessages.failed);
    if (!runtime || !user) return failed;
    try {
      const { response, error: body } = await runtime.client.PUT('/auth/user/{id}', {
        params: { path: { id: user._id } },
        body: { currentPassword, newPassword },
      });
      if (response.ok) return null;
      if (response.status === 401) return intl.formatMessage(errorMessages.wrongPassword);
      // The rate limit (429) and rule answers (400) are shown as the server wrote them.
      return body?.error?.message?.trim() || failed;
    } catch {
      return failed;
    }
  }

  return (
    <ProfileScreen
      username={username}
      isSaving={isSaving}
      error={error}
      isChanged={isChanged}
      onChangePassword={(change) => void changePassword(change)}
    />
  );
}
