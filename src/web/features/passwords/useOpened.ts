import { useEffect, useState } from 'react';
import { useVaultKey } from '../../vault/useVaultKey';
import { openEntry, openUsernames, type EntrySecrets, type Opened } from './sealEntry';
import type { PasswordEntry } from './queries';

// Opened secrets live in the screen's state, not in the shared query cache: they go when the
// screen does, and a lock (which clears the vault key) leaves no plaintext behind in the cache.
// Decrypting is local work, not a fetch; an effect that ignores stale results is the tool for it.

/** The usernames of a list, opened together; `undefined` while they open. */
export function useOpenedUsernames(entries: readonly PasswordEntry[] | undefined): Map<string, string | null> | undefined {
  const vaultKey = useVaultKey();
  const [opened, setOpened] = useState<{ for: readonly PasswordEntry[]; usernames: Map<string, string | null> }>();
  useEffect(() => {
    if (!vaultKey || !entries) return;
    let current = true;
    void openUsernames(vaultKey, entries).then((usernames) => current && setOpened({ for: entries, usernames }));
    return () => {
      current = false;
    };
  }, [vaultKey, entries]);
  return opened && opened.for === entries ? opened.usernames : undefined;
}

/** Every secret of one entry, opened; `opening` until done, `broken` when a seal does not open. */
export function useOpenedEntry(entry: PasswordEntry | undefined): Opened<EntrySecrets> {
  const vaultKey = useVaultKey();
  const [opened, setOpened] = useState<{ for: PasswordEntry; result: Opened<EntrySecrets> }>();
  useEffect(() => {
    if (!vaultKey || !entry) return;
    let current = true;
    void openEntry(vaultKey, entry).then((result) => current && setOpened({ for: entry, result }));
    return () => {
      current = false;
    };
  }, [vaultKey, entry]);
  return opened && opened.for === entry ? opened.result : { status: 'opening' };
}
