import type { RequestBody } from '../../../../contract/types';
import { newEntryId, sealSecrets } from '../../../vault/vaultCrypto';
import { entriesToImport, nameKey, type ImportPlan } from './importPlan';
import { ImportRefusedError, importLimits } from './importTypes';
import { inBatches, type Progress } from './sealedEntries';

export type ImportRequest = RequestBody<'importPasswords'>;

/** The contract's longest sealed value (`Sealed`). */
const maxSealed = 65536;

/** Refuses, before any work, an import the server would refuse for its size (contract: POST /password-import). */
export function checkImportSize(plan: ImportPlan, skipDuplicates: boolean): void {
  const { entries, newGroups } = entriesToImport(plan, skipDuplicates);
  if (entries.length === 0) throw new ImportRefusedError('noEntries', plan.skipped);
  if (entries.length > importLimits.entries) throw new ImportRefusedError('tooManyEntries', entries.length);
  if (newGroups.length > importLimits.groups) throw new ImportRefusedError('tooManyGroups', newGroups.length);
}

/**
 * The one POST /password-import body of a previewed import: new groups and entries get ids made
 * here (an entry's id is its secrets' associated data, so it exists before the first seal), and
 * every entry's secrets are sealed with `vaultKey`. Plaintext never leaves this function.
 */
export async function sealImport(plan: ImportPlan, vaultKey: CryptoKey, { skipDuplicates }: { skipDuplicates: boolean }, onProgress?: Progress): Promise<ImportRequest> {
  checkImportSize(plan, skipDuplicates);
  const { entries, newGroups } = entriesToImport(plan, skipDuplicates);
  const groups = newGroups.map((name) => ({ _id: newEntryId(), name }));
  const groupIds = new Map(plan.groups.filter((group) => group.existingId !== null).map((group) => [nameKey(group.name), group.existingId!]));
  for (const group of groups) groupIds.set(nameKey(group.name), group._id);

  const passwords = await inBatches(
    entries,
    async (entry) => {
      const _id = newEntryId();
      const sealed = await sealSecrets(vaultKey, _id, { username: entry.username, password: entry.password, url: entry.url, notes: entry.notes });
      if (Object.values(sealed).some((value) => value.length > maxSealed)) throw new ImportRefusedError('entryTooLarge', entry.name);
      return { _id, name: entry.name, groupId: groupIds.get(nameKey(entry.groupName))!, ...sealed };
    },
    onProgress,
  );
  return { groups, passwords };
}
