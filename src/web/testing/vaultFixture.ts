import type { Schemas } from '../../contract/types';
import { fromBase64url } from '../vault/base64url';
import { vaultKeyStorageKey } from '../vault/vaultKeyStore';

// A real vault, made once by createVault('vault password') at the production cost (Argon2id,
// 64 MiB, 3 passes), for tests of screens and the login flow: the fake server hands it out (GET
// /auth/extra-password) and accepts `authKey` as the extra password (POST /auth/extra-password),
// as the real server would. Deriving it takes about a second in Node, like in a browser.

export const fixtureExtraPassword = 'vault password';

/** What the browser derives from `fixtureExtraPassword` and sends as `extraPassword`. */
export const fixtureAuthKey = 'W76Sg7Vj2ryn6VqcSMaTcIAKauPKvpRW60EyA81ifXM';

export const fixtureVault: Schemas['Vault'] = {
  kdf: { algorithm: 'argon2id', salt: 'iiI14-M4PSS0R1Ix7u-A0w', memoryKiB: 65536, iterations: 3, parallelism: 1 },
  wrappedVaultKey: 'v1.5UsUGmnFYxLOjlOG.psZtb5ihsr0C5pWl4-XtdV2XN69-s6tdN9BM3hh6qkPepNr3kv3Cg1JAjGaz7YCi',
};

const fixtureRawVaultKey = 'A84061XQLuCo9DZfjQyAy6xn1dmZaEgmOOO3EIFAVV0';

/** The vault key `fixtureVault` wraps, for tests that compare or seal with it. */
export function fixtureVaultKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64url(fixtureRawVaultKey)!, { name: 'AES-GCM' }, true, ['encrypt', 'decrypt']);
}

/** Leaves the vault key in this tab's sessionStorage, as a password login before a reload did. */
export function storeFixtureVaultKey() {
  sessionStorage.setItem(vaultKeyStorageKey, fixtureRawVaultKey);
}
