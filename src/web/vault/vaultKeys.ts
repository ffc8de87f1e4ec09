import type { Schemas } from '../../contract/types';
import { fromBase64url, toBase64url } from './base64url';
import { deriveMasterKey } from './masterKey';
import { associatedData, generateVaultKey, openBytes, SealBrokenError, sealBytes } from './vaultCrypto';

// The extra password's keys (issue 9): Argon2id (in a worker) turns the password and the
// account's salt into a 256-bit master key; HKDF-SHA256 splits it, with distinct `info`, into
// the authentication key (sent as `extraPassword`, which the server hashes like a password) and
// the wrapping key (AES-GCM, never leaves the browser), which seals the random vault key. The
// server keeps the salt, the cost and the wrapped vault key (`Vault`) and never sees a key that
// opens anything. Changing the password re-wraps the same vault key, so entries stay as they are.

export type VaultKdf = Schemas['VaultKdf'];
export type Vault = Schemas['Vault'];
export type KdfCost = Pick<VaultKdf, 'memoryKiB' | 'iterations' | 'parallelism'>;

/**
 * Argon2id's cost for a new extra password: RFC 9106's second recommendation and OWASP's
 * minimum (64 MiB, 3 passes, 1 lane). 128 MiB took 2.8 s in Node here, too slow for a phone.
 */
export const defaultKdfCost: KdfCost = { memoryKiB: 65536, iterations: 3, parallelism: 1 };

/** The contract's bounds (`VaultKdf`): no weaker than the default, and no stored value that hangs a browser. */
export const kdfLimits = {
  min: { memoryKiB: 65536, iterations: 3, parallelism: 1 },
  max: { memoryKiB: 1048576, iterations: 10, parallelism: 4 },
} as const satisfies Record<'min' | 'max', KdfCost>;

const saltBytes = 16;

/** Key derivation parameters this browser refuses to use (weaker than the contract allows, or malformed). */
export class VaultKdfError extends Error {
  constructor(detail: string) {
    super(`The vault's key derivation settings are not acceptable: ${detail}.`);
    this.name = 'VaultKdfError';
  }
}

/** The extra password did not unwrap the vault key (wrong password, or a changed wrapped key). */
export class WrongExtraPasswordError extends SealBrokenError {
  constructor() {
    super('The extra password does not open this vault: it is wrong, or the stored vault key was changed.');
    this.name = 'WrongExtraPasswordError';
  }
}

/**
 * Only for tests whose subject is not the key derivation: a cheaper Argon2id cost than the
 * contract allows, so they do not spend a second per derivation. The app never passes it.
 */
export interface TestOnlyKdfOptions {
  testOnlyCost?: KdfCost;
}

/** Refuses parameters outside the contract's bounds before any work is done with them. */
export function checkKdf(kdf: VaultKdf, { testOnlyCost }: TestOnlyKdfOptions = {}): Uint8Array<ArrayBuffer> {
  if (kdf.algorithm !== 'argon2id') throw new VaultKdfError(`unknown algorithm ${String(kdf.algorithm)}`);
  const salt = fromBase64url(kdf.salt);
  if (!salt || salt.length !== saltBytes) throw new VaultKdfError('the salt is not 16 bytes of base64url');
  const min = testOnlyCost ?? kdfLimits.min;
  for (const name of ['memoryKiB', 'iterations', 'parallelism'] as const) {
    const value = kdf[name];
    if (!Number.isInteger(value) || value < min[name]) throw new VaultKdfError(`${name} ${value} is below the minimum ${min[name]}`);
    if (value > kdfLimits.max[name]) throw new VaultKdfError(`${name} ${value} is above the maximum ${kdfLimits.max[name]}`);
  }
  return salt;
}

const encoder = new TextEncoder();
const authKeyInfo = encoder.encode('lifelog vault v1 authentication key');
const wrappingKeyInfo = encoder.encode('lifelog vault v1 wrapping key');
const wrappedKeyPlace = associatedData('vault-key');

export interface VaultKeys {
  /** 32 bytes, base64url (43 characters): what is sent as `extraPassword`. */
  authKey: string;
  /** AES-GCM, not extractable: wraps the vault key. */
  wrappingKey: CryptoKey;
}

/**
 * The extra password's two keys under `kdf`. The password is taken in Unicode NFC, so the same
 * typed password derives the same keys on every keyboard and system.
 */
export async function deriveVaultKeys(extraPassword: string, kdf: VaultKdf, options: TestOnlyKdfOptions = {}): Promise<VaultKeys> {
  const salt = checkKdf(kdf, options);
  const masterKey = await deriveMasterKey({
    password: extraPassword.normalize('NFC'),
    salt,
    memoryKiB: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
  });
  const hkdfKey = await crypto.subtle.importKey('raw', masterKey, 'HKDF', false, ['deriveBits', 'deriveKey']);
  masterKey.fill(0);
  // The master key is already uniformly random (Argon2id's output), so HKDF's salt stays empty (RFC 5869 §3.1).
  const hkdf = (info: Uint8Array<ArrayBuffer>) => ({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info });
  const [authBits, wrappingKey] = await Promise.all([
    crypto.subtle.deriveBits(hkdf(authKeyInfo), hkdfKey, 256),
    crypto.subtle.deriveKey(hkdf(wrappingKeyInfo), hkdfKey, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
  ]);
  return { authKey: toBase64url(new Uint8Array(authBits)), wrappingKey };
}

/** A new key derivation: a fresh random salt with `cost`. */
function newKdf(cost: KdfCost): VaultKdf {
  return { algorithm: 'argon2id', salt: toBase64url(crypto.getRandomValues(new Uint8Array(saltBytes))), ...cost };
}

async function wrapVaultKey(vaultKey: CryptoKey, wrappingKey: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', vaultKey));
  try {
    return await sealBytes(wrappingKey, raw, wrappedKeyPlace);
  } finally {
    raw.fill(0);
  }
}

/** The vault key that `wrappingKey` wrapped; `WrongExtraPasswordError` when it does not open. */
export async function unwrapVaultKey(wrapped: string, wrappingKey: CryptoKey): Promise<CryptoKey> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = await openBytes(wrappingKey, wrapped, wrappedKeyPlace);
  } catch {
    throw new WrongExtraPasswordError();
  }
  try {
    return await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, true, ['encrypt', 'decrypt']);
  } finally {
    raw.fill(0);
  }
}

/** Wraps `vaultKey` under a new extra password: a new salt, so the old derived keys open nothing new. */
async function vaultFor(vaultKey: CryptoKey, extraPassword: string, options: TestOnlyKdfOptions) {
  const kdf = newKdf(options.testOnlyCost ?? defaultKdfCost);
  const { authKey, wrappingKey } = await deriveVaultKeys(extraPassword, kdf, options);
  const vault: Vault = { kdf, wrappedVaultKey: await wrapVaultKey(vaultKey, wrappingKey) };
  return { authKey, vault };
}

/** Setting the extra password: a fresh random vault key, wrapped under it. */
export async function createVault(extraPassword: string, options: TestOnlyKdfOptions = {}): Promise<{ authKey: string; vault: Vault; vaultKey: CryptoKey }> {
  const vaultKey = await generateVaultKey();
  return { ...(await vaultFor(vaultKey, extraPassword, options)), vaultKey };
}

/** Changing the extra password: the same vault key wrapped anew, so no entry is re-encrypted. */
export function rewrapVault(vaultKey: CryptoKey, newExtraPassword: string, options: TestOnlyKdfOptions = {}): Promise<{ authKey: string; vault: Vault }> {
  return vaultFor(vaultKey, newExtraPassword, options);
}

/** The extra password's authentication key and the vault key it unwraps; `WrongExtraPasswordError` when it does not. */
export async function openVault(extraPassword: string, vault: Vault, options: TestOnlyKdfOptions = {}): Promise<{ authKey: string; vaultKey: CryptoKey }> {
  const { authKey, wrappingKey } = await deriveVaultKeys(extraPassword, vault.kdf, options);
  return { authKey, vaultKey: await unwrapVaultKey(vault.wrappedVaultKey, wrappingKey) };
}
