import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { messageForError } from '../../api/errorMessages';
import { useApi } from '../../api/useApi';
import { useAuthRuntime, useCurrentUser } from '../../auth/AuthProvider';
import { useToast } from '../../shell/ToastProvider';
import type { DeleteAccountInput } from './DeleteAccountSection';
import { deleteAccountMessages } from './screenMessages';

/**
 * DELETE /auth/user/{id} (issue 24): the server deletes the account and everything in it, its
 * sessions included; then this device signs out without asking the server again (`session.ended`
 * lands on /login) with a message that stays until dismissed, saying it was done. A refusal ('Wrong password', a code needed) is the form's to show.
 */
export function useDeleteAccount() {
  const id = useCurrentUser()?._id ?? '';
  const runtime = useAuthRuntime();
  const toast = useToast();
  const deletion = useApi().useMutation('delete', '/auth/user/{id}');
  const [error, setError] = useState<MessageDescriptor | null>(null);

  const remove = (input: DeleteAccountInput) => {
    setError(null);
    deletion.mutate(
      { params: { path: { id } }, body: input },
      {
        onSuccess: () => {
          toast.show(deleteAccountMessages.deleted, { kind: 'success', duration: 'sticky' });
          runtime.auth.send({ type: 'session.ended' });
        },
        onError: (failure) => setError(messageForError(failure, deleteAccountMessages.failed)),
      },
    );
  };

  return { remove, isBusy: deletion.isPending, error, clearError: () => setError(null) };
}
