import type { Schemas } from '../../../../contract/types';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';

export type PasswordSummary = Schemas['PasswordSummary'];

/** Spec §4, §9: CLI password search results are kept for 5 minutes, then cleared. */
export const keptForMs = 5 * 60_000;

/** A value kept for `keptForMs` from when it was kept, by the command line's clock. */
export interface Kept<T> {
  keep: (value: T, now: number) => void;
  /** The value, or null once 5 minutes have passed (it is cleared then) or it was never kept. */
  get: (now: number) => T | null;
  clear: () => void;
}

function kept<T>(): Kept<T> {
  let held: { value: T; at: number } | null = null;
  return {
    keep: (value, now) => void (held = { value, at: now }),
    get(now) {
      if (held && now - held.at >= keptForMs) held = null;
      return held?.value ?? null;
    },
    clear: () => void (held = null),
  };
}

/** The last `psw search`, in its order: `psw cp 2` copies the second. */
export const searchResults = kept<readonly PasswordSummary[]>();

/** Every entry's name, by name, for completing `psw <name>`. */
export const completionNames = kept<readonly string[]>();

// The password login's end (its logout, the extra token's expiry, the account's logout) takes
// this tab's vault key; what the password commands kept goes with it.
vaultKeyStore.subscribe(() => {
  if (vaultKeyStore.get()) return;
  searchResults.clear();
  completionNames.clear();
});
