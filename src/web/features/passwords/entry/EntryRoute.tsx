import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { isNotFound } from '../../../api/refusal';
import { useApi } from '../../../api/useApi';
import { useExtraAuth } from '../../../auth/AuthProvider';
import { useToast } from '../../../shell/ToastProvider';
import { useVaultKey } from '../../../vault/useVaultKey';
import type { EntryValues } from '../add/EntryForm';
import { passwordToasts } from '../toasts';
import { isEntryQuery, passwordGroupsQuery, passwordQuery, useDeletePassword, useUpdatePassword, type PasswordEntry } from '../queries';
import { sealChanges, type EntrySecrets } from '../sealEntry';
import { useOpenedEntry } from '../useOpened';
import { copyForAWhile } from './clipboard';
import { EntryScreen, type EntryState } from './EntryScreen';

/** The fields of an edit that differ from the entry: plaintext as they are, secrets re-sealed. */
async function changesOf(vaultKey: CryptoKey, entry: PasswordEntry, before: EntrySecrets, after: EntryValues) {
  const sealed = await sealChanges(vaultKey, entry._id, before, after.secrets);
  return {
    ...(after.name !== entry.name ? { name: after.name } : {}),
    ...(after.groupId !== entry.groupId ? { groupId: after.groupId } : {}),
    ...sealed,
  };
}

/** /password/:passwordId: the entry (opened in the browser), copy, edit (re-sealing what changed) and delete. */
export function EntryRoute() {
  const { passwordId } = useParams({ strict: false }) as { passwordId: string };
  const api = useApi();
  const entry = useQuery(passwordQuery(api, passwordId));
  const groups = useQuery(passwordGroupsQuery(api));
  const secrets = useOpenedEntry(entry.data);
  const update = useUpdatePassword();
  const remove = useDeletePassword();
  const vaultKey = useVaultKey();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { logout } = useExtraAuth();
  if (!vaultKey) return null; // the guard sends a tab without the key to /password-login

  const state: EntryState = entry.data
    ? { status: 'ready', entry: entry.data, secrets }
    : entry.isError && isNotFound(entry.error)
      ? { status: 'notFound' }
      : { status: entry.isError ? 'error' : 'loading' };

  return (
    <EntryScreen
      state={state}
      groups={groups.data ?? []}
      onCopy={(text) =>
        void copyForAWhile(text).then(
          () => toast.show(passwordToasts.copied, { kind: 'info' }),
          () => toast.show(passwordToasts.copyFailed, { kind: 'error' }),
        )
      }
      isSaving={update.isPending}
      onSave={async (values) => {
        if (!entry.data || secrets.status !== 'open') return;
        const changes = await changesOf(vaultKey, entry.data, secrets.value, values);
        if (Object.keys(changes).length === 0) return;
        await update.mutateAsync({ body: { _id: entry.data._id, ...changes } });
      }}
      isDeleting={remove.isPending}
      onDelete={async () => {
        const groupId = entry.data?.groupId;
        await remove.mutateAsync({ body: { data: passwordId } });
        await navigate(groupId ? { to: '/password-group/$groupId', params: { groupId } } : { to: '/password-parent' });
        // Gone from the server; its last copy (ciphertext) goes from the cache too.
        queryClient.removeQueries({ predicate: (query) => isEntryQuery(query.queryKey, passwordId) });
      }}
      onRetry={() => void entry.refetch()}
      onLock={logout}
    />
  );
}
