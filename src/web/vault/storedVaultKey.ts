// Where this tab keeps its vault key across a reload (sessionStorage), apart from the store
// (vaultKeyStore.ts), so that signing out can forget it without loading the store.

/** sessionStorage's key: the raw vault key, base64url. */
export const vaultKeyStorageKey = 'lifelog.vaultKey';

/** This tab's sessionStorage, or null where the browser blocks it (the key then lives in memory only). */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Forgets the stored copy (the account's session ended before the store was loaded). */
export function forgetStoredVaultKey(): void {
  tabStorage()?.removeItem(vaultKeyStorageKey);
}
