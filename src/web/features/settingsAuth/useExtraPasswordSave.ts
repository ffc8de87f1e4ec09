import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { errorCodeOf, messageForError } from '../../api/errorMessages';
import { useApi } from '../../api/useApi';
import { useAuthRuntime } from '../../auth/AuthProvider';
import { useUpdateUser } from '../../auth/userMutations';
import { errorMessages } from '../../components/form/formMessages';
import { changingExtraPassword, resettingExtraPassword, settingExtraPassword } from '../../vault/extraPasswordChange';
import { WrongExtraPasswordError } from '../../vault/vaultKeys';
import type { ExtraPasswordInput, ExtraPasswordStatus } from './ExtraPasswordSection';
import { extraPasswordMessages } from './screenMessages';
import { vaultKey, vaultQuery } from './queries';

/**
 * The extra password's state and its save (issue 9): the keys are derived here (a second or
 * more, twice for a change, which first unwraps the vault key with the current extra password:
 * 'Wrong password' when it does not), then PUT /auth/user/{id} sends the derived key and the
 * vault. The server ends every extra session, so this tab's ends too.
 */
export function useExtraPasswordSave(hasExtraPassword: boolean, onSaved: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const runtime = useAuthRuntime();
  const update = useUpdateUser({ successToast: extraPasswordMessages.saved });
  const vault = useQuery({ ...vaultQuery(api), enabled: hasExtraPassword });
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);

  const status: ExtraPasswordStatus = !hasExtraPassword ? 'notSet' : errorCodeOf(vault.error) === 'VAULT_RESET_NEEDED' ? 'resetNeeded' : 'set';

  const changeFor = async (input: ExtraPasswordInput) => {
    if (input.mode !== 'change') {
      return (input.mode === 'set' ? settingExtraPassword : resettingExtraPassword)(input.currentPassword, input.extraPassword);
    }
    const current = await queryClient.fetchQuery(vaultQuery(api));
    return changingExtraPassword(input.currentPassword, input.currentExtraPassword, input.extraPassword, current.data);
  };

  const save = async (input: ExtraPasswordInput) => {
    setSaving(true);
    setError(null);
    try {
      await update.mutateAsync(await changeFor(input));
      runtime.signedIn.current()?.endExtraSession();
      await queryClient.invalidateQueries({ queryKey: vaultKey });
      onSaved();
    } catch (failure) {
      setError(failure instanceof WrongExtraPasswordError ? errorMessages.wrongPassword : messageForError(failure, extraPasswordMessages.failed));
    } finally {
      setSaving(false);
    }
  };

  return { status, isSaving, error, save: (input: ExtraPasswordInput) => void save(input), clearError: () => setError(null) };
}
