import type { TestOnlyKdfOptions } from './vaultKeys';
import { generateVaultKey } from './vaultCrypto';

// For tests whose subject is not the key derivation (screens, imports, the login flow): an
// Argon2id cost far below the contract's, so a derivation takes milliseconds, not a second. The
// app's code never passes it; the vault's own tests use the real cost where the cost matters.
export const cheapKdfForTests: TestOnlyKdfOptions = { testOnlyCost: { memoryKiB: 64, iterations: 1, parallelism: 1 } };

/** A random vault key, as setting the extra password makes one. */
export const testVaultKey = generateVaultKey;
