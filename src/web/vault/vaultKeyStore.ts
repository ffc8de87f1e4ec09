import { fromBase64url, toBase64url } from './base64url';
import { tabStorage as storage, vaultKeyStorageKey } from './storedVaultKey';

// The vault key of this tab (issue 9): in memory, and in sessionStorage so that a reload keeps
// it while another tab, or the browser after it is closed, does not have it. The password
// logout, the extra token's end and the account logout clear it (signedInSession.ts,
// authRuntime.ts); without it the password pages send the user to /password-login (guards.ts).

export { vaultKeyStorageKey };

let current: CryptoKey | null = null;
/** Bumped by every change, so a `set` or `restore` overtaken by `clear` does not bring the key back. */
let generation = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function importVaultKey(raw: Uint8Array<ArrayBuffer>) {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, true, ['encrypt', 'decrypt']);
}

export type VaultKeyStore = typeof vaultKeyStore;

export const vaultKeyStore = {
  /** The vault key in memory, or null (call `restore` first after a reload). */
  get: (): CryptoKey | null => current,

  /** Holds `key` for this tab, in memory at once and in sessionStorage once exported. */
  async set(key: CryptoKey): Promise<void> {
    const mine = ++generation;
    current = key;
    notify();
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
    try {
      if (mine === generation) storage()?.setItem(vaultKeyStorageKey, toBase64url(raw));
    } catch {
      // Storage full or refused: the key stays in memory, and a reload asks for the extra password.
    } finally {
      raw.fill(0);
    }
  },

  /** Forgets the key, in memory and in sessionStorage. */
  clear(): void {
    generation++;
    storage()?.removeItem(vaultKeyStorageKey);
    if (current === null) return;
    current = null;
    notify();
  },

  /** The key in memory, else the one this tab stored before a reload, else null. */
  async restore(): Promise<CryptoKey | null> {
    if (current) return current;
    const stored = storage()?.getItem(vaultKeyStorageKey);
    const raw = stored ? fromBase64url(stored) : null;
    if (!raw || raw.length !== 32) return null;
    const mine = generation;
    const key = await importVaultKey(raw).catch(() => null);
    raw.fill(0);
    if (!key || mine !== generation) return current;
    current = key;
    notify();
    return key;
  },

  /** Calls `listener` whenever the key is set or cleared; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
