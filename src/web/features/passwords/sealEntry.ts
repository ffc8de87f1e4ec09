import { openField, openSecrets, sealField, sealSecrets, SealBrokenError, type EntrySecrets, type SecretField } from '../../vault/vaultCrypto';
import type { PasswordEntry } from './queries';

export type { EntrySecrets, SecretField };
export { SealBrokenError };

/** What an entry's secrets opened to: the plaintext, or that one of them is broken. */
export type Opened<T> = { status: 'opening' } | { status: 'open'; value: T } | { status: 'broken' };

/** Opens every secret of an entry (the entry page); a broken one is reported, never shown garbled. */
export async function openEntry(vaultKey: CryptoKey, entry: PasswordEntry): Promise<Opened<EntrySecrets>> {
  try {
    return { status: 'open', value: await openSecrets(vaultKey, entry._id, entry) };
  } catch (error) {
    if (error instanceof SealBrokenError) return { status: 'broken' };
    throw error;
  }
}

/**
 * Opens only the usernames of a list, all at once (Promise.all: WebCrypto runs them in parallel):
 * a list needs nothing else, so 1,000 entries cost 1,000 small decryptions, not 4,000.
 * A broken one is `null` in the map.
 */
export async function openUsernames(vaultKey: CryptoKey, entries: readonly PasswordEntry[]): Promise<Map<string, string | null>> {
  const opened = await Promise.all(
    entries.map((entry) =>
      openField(vaultKey, entry._id, 'username', entry.username).then(
        (username): string | null => username,
        (error: unknown) => {
          if (error instanceof SealBrokenError) return null;
          throw error;
        },
      ),
    ),
  );
  return new Map(entries.map((entry, index) => [entry._id, opened[index]!]));
}

/** Seals the four secrets of a new entry under its (browser-chosen) id. */
export function sealNewEntry(vaultKey: CryptoKey, entryId: string, secrets: EntrySecrets): Promise<EntrySecrets> {
  return sealSecrets(vaultKey, entryId, secrets);
}

/** Re-seals only the secrets that changed; the others keep their ciphertext. */
export async function sealChanges(vaultKey: CryptoKey, entryId: string, before: EntrySecrets, after: EntrySecrets): Promise<Partial<EntrySecrets>> {
  const changed = (Object.keys(after) as SecretField[]).filter((field) => after[field] !== before[field]);
  const sealed = await Promise.all(changed.map((field) => sealField(vaultKey, entryId, field, after[field])));
  return Object.fromEntries(changed.map((field, index) => [field, sealed[index]!]));
}
