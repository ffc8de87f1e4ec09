import type { Schemas } from '../../../../contract/types';
import { openSecrets, SealBrokenError, sealSecrets, type EntrySecrets } from '../../../vault/vaultCrypto';

export type PasswordEntry = Schemas['PasswordEntry'];
export type NewPasswordEntry = Schemas['NewPasswordEntry'];

/** Called after each batch: how many of `total` are done. */
export type Progress = (done: number, total: number) => void;

/** Entries per batch: WebCrypto runs a batch's seals together, and the page repaints between batches. */
const batchSize = 50;

/** A sealed entry that did not open; `entryName` says which, for the message. */
export class EntryBrokenError extends SealBrokenError {
  constructor(readonly entryName: string) {
    super(`The entry “${entryName}” cannot be decrypted.`);
    this.name = 'EntryBrokenError';
  }
}

/** Runs `work` on every item in batches, reporting progress and yielding to the page between batches. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, onProgress?: Progress): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    results.push(...(await Promise.all(items.slice(start, start + batchSize).map(work))));
    onProgress?.(results.length, items.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return results;
}

/** Opens every entry's secrets with `vaultKey` (the associated data is each entry's own id); the first broken one rejects with `EntryBrokenError`. */
export function openEntries<E extends { _id: string; name: string } & EntrySecrets>(vaultKey: CryptoKey, entries: readonly E[], onProgress?: Progress): Promise<Array<E & EntrySecrets>> {
  return inBatches(
    entries,
    async (entry) => {
      try {
        return { ...entry, ...(await openSecrets(vaultKey, entry._id, entry)) };
      } catch (error) {
        if (error instanceof SealBrokenError) throw new EntryBrokenError(entry.name);
        throw error;
      }
    },
    onProgress,
  );
}

export { sealSecrets };
