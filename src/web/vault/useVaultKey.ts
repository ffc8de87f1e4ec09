import { useSyncExternalStore } from 'react';
import { vaultKeyStore } from './vaultKeyStore';

/** This tab's vault key, or null; re-renders when it is set or cleared. */
export function useVaultKey(): CryptoKey | null {
  return useSyncExternalStore(vaultKeyStore.subscribe, vaultKeyStore.get, () => null);
}
