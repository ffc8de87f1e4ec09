import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useApi } from '../../../api/useApi';
import { useExtraAuth } from '../../../auth/AuthProvider';
import { useVaultKey } from '../../../vault/useVaultKey';
import { newEntryId } from '../../../vault/vaultCrypto';
import { loadable } from '../parts/Loadable';
import { passwordGroupsQuery, useCreatePassword } from '../queries';
import { sealNewEntry } from '../sealEntry';
import { AddEntryScreen } from './AddEntryScreen';

/**
 * /add-password/:groupId: the browser chooses the entry's id (it is the seals' associated data),
 * seals the four secrets under the vault key, and sends only ciphertext with the plaintext name.
 * Once added ('Added password.') the group's page shows it in its list.
 */
export function AddEntryRoute() {
  const { groupId } = useParams({ strict: false }) as { groupId: string };
  const groups = useQuery(passwordGroupsQuery(useApi()));
  const create = useCreatePassword();
  const vaultKey = useVaultKey();
  const navigate = useNavigate();
  const { logout } = useExtraAuth();
  if (!vaultKey) return null; // the guard sends a tab without the key to /password-login
  return (
    <AddEntryScreen
      groupId={groupId}
      groups={loadable(groups)}
      isBusy={create.isPending}
      onAdd={async ({ name, groupId: into, secrets }) => {
        const _id = newEntryId();
        const sealed = await sealNewEntry(vaultKey, _id, secrets);
        await create.mutateAsync({ body: { _id, name, groupId: into, ...sealed } });
        await navigate({ to: '/password-group/$groupId', params: { groupId: into } });
      }}
      onRetry={() => void groups.refetch()}
      onLock={logout}
    />
  );
}
