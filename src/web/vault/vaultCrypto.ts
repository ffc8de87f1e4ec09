import { fromBase64url, toBase64url } from './base64url';

// The entries' secrets, sealed in the browser (issue 9, contract/passwords.yaml `Sealed`):
// AES-256-GCM under the vault key with a fresh 96-bit IV per value, written
// `v1.<IV b64url>.<ciphertext and tag b64url>`. The associated data binds a value to its place
// (format version, entry id, field name), so a ciphertext copied to another entry or field, a
// changed byte or another key fails to open: the tag check says so, never garbage.

/** The sealed fields of an entry; `name` stays plaintext because it is the search key (spec §3). */
export type SecretField = 'username' | 'password' | 'url' | 'notes';

export const secretFields: readonly SecretField[] = ['username', 'password', 'url', 'notes'];

/** An entry's secrets: plaintext in the browser, or each one sealed (the same shape). */
export interface EntrySecrets {
  username: string;
  password: string;
  url: string;
  notes: string;
}

/** The sealed format's version; a later format gets a new prefix and both stay readable. */
const formatVersion = 'v1';
const ivBytes = 12;
const sealedPattern = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;

/**
 * A sealed value did not open: changed, moved to another entry or field, or sealed with another
 * key. What the user is told instead of a garbled secret.
 */
export class SealBrokenError extends Error {
  constructor(message = 'This value cannot be decrypted: it was changed, moved from another entry, or sealed with another key.') {
    super(message);
    this.name = 'SealBrokenError';
  }
}

const encoder = new TextEncoder();
/** `fatal`: bytes that are not UTF-8 are a broken seal, never replacement characters. */
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Associated data: the value's place, so it opens nowhere else. */
export function associatedData(...place: string[]): Uint8Array<ArrayBuffer> {
  return encoder.encode([formatVersion, ...place].join('.'));
}

/** Seals bytes under `key` (AES-GCM) with a fresh random IV and `additionalData`. */
export async function sealBytes(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, additionalData: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plaintext);
  return `${formatVersion}.${toBase64url(iv)}.${toBase64url(new Uint8Array(ciphertext))}`;
}

/** Opens what `sealBytes` sealed with the same key and `additionalData`; else `SealBrokenError`. */
export async function openBytes(key: CryptoKey, sealed: string, additionalData: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const parts = sealedPattern.exec(sealed);
  const iv = parts && fromBase64url(parts[1]!);
  const ciphertext = parts && fromBase64url(parts[2]!);
  if (!iv || !ciphertext || iv.length !== ivBytes) throw new SealBrokenError('This value is not in the vault’s sealed format.');
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, ciphertext));
  } catch {
    throw new SealBrokenError();
  }
}

/** Seals one secret of entry `entryId`. */
export async function sealField(vaultKey: CryptoKey, entryId: string, field: SecretField, value: string): Promise<string> {
  return sealBytes(vaultKey, encoder.encode(value), associatedData(entryId, field));
}

/** Opens one sealed secret of entry `entryId`, e.g. the password when it is revealed. */
export async function openField(vaultKey: CryptoKey, entryId: string, field: SecretField, sealed: string): Promise<string> {
  const bytes = await openBytes(vaultKey, sealed, associatedData(entryId, field));
  try {
    return decoder.decode(bytes);
  } catch {
    throw new SealBrokenError();
  }
}

/** Seals an entry's four secrets for entry `entryId` (each with its own IV). */
export async function sealSecrets(vaultKey: CryptoKey, entryId: string, secrets: EntrySecrets): Promise<EntrySecrets> {
  const [username, password, url, notes] = await Promise.all(secretFields.map((field) => sealField(vaultKey, entryId, field, secrets[field])));
  return { username: username!, password: password!, url: url!, notes: notes! };
}

/** Opens an entry's four secrets; any one broken rejects with `SealBrokenError`. */
export async function openSecrets(vaultKey: CryptoKey, entryId: string, sealed: EntrySecrets): Promise<EntrySecrets> {
  const [username, password, url, notes] = await Promise.all(secretFields.map((field) => openField(vaultKey, entryId, field, sealed[field])));
  return { username: username!, password: password!, url: url!, notes: notes! };
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A new entry's (or group's) id, chosen in the browser because it is the associated data before
 * the first seal: 12 URL-safe characters, 72 random bits (64 symbols, so no modulo bias).
 */
export function newEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => idAlphabet[byte & 63]).join('');
}

/** A fresh random 256-bit vault key. Extractable: it is wrapped, and kept in the tab's sessionStorage. */
export function generateVaultKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}
