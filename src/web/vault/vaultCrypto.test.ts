// Proves the sealed format of the entries' secrets (issue 9): each secret comes back as it went
// in (empty, long and non-ASCII too) in the contract's `Sealed` form, with a fresh IV each time;
// and a sealed value that was tampered with (any byte of IV or ciphertext), moved to another entry
// or field, or opened with another vault key fails with SealBrokenError's clear message, never
// garbage. New entry ids are the contract's 12 URL-safe characters.
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';
import { generateVaultKey, newEntryId, openField, openSecrets, SealBrokenError, sealField, sealSecrets, type EntrySecrets } from './vaultCrypto';

const sealedPattern = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/; // contract/passwords.yaml `Sealed`
const secrets: EntrySecrets = { username: 'ada@example.com', password: 'correct horse ✓ 🐎', url: 'https://example.com/login', notes: '' };
const entryId = 'abcDEF123_-x';
const brokenMessage = /cannot be decrypted: it was changed, moved from another entry, or sealed with another key/;

/** `sealed` with the byte at `index` of its part (1: IV, 2: ciphertext and tag) flipped. */
function flipByte(sealed: string, part: 1 | 2, index: number) {
  const parts = sealed.split('.');
  const bytes = fromBase64url(parts[part]!)!;
  bytes[index]! ^= 0x01;
  parts[part] = toBase64url(bytes);
  return parts.join('.');
}

describe('sealSecrets and openSecrets', () => {
  it('seals every secret in the contract format and opens them again', async () => {
    const key = await generateVaultKey();
    const sealed = await sealSecrets(key, entryId, secrets);
    for (const value of Object.values(sealed)) expect(value).toMatch(sealedPattern);
    expect(JSON.stringify(sealed)).not.toContain('ada@example.com');
    expect(await openSecrets(key, entryId, sealed)).toEqual(secrets);
  });

  it('keeps long notes and characters outside ASCII', async () => {
    const key = await generateVaultKey();
    const notes = 'åäö ΑΒΓ 漢字 '.repeat(2000);
    expect(await openField(key, entryId, 'notes', await sealField(key, entryId, 'notes', notes))).toBe(notes);
  });

  it('seals the same secret differently each time (a fresh IV)', async () => {
    const key = await generateVaultKey();
    const first = await sealField(key, entryId, 'password', 'same');
    const second = await sealField(key, entryId, 'password', 'same');
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(first).not.toBe(second);
  });
});

describe('a broken seal', () => {
  it('refuses every changed byte of the IV and of the ciphertext with a clear message', async () => {
    const key = await generateVaultKey();
    const sealed = await sealField(key, entryId, 'password', 'hunter2');
    const ciphertextLength = fromBase64url(sealed.split('.')[2]!)!.length;
    const tampered = [
      ...Array.from({ length: 12 }, (_, index) => flipByte(sealed, 1, index)),
      ...Array.from({ length: ciphertextLength }, (_, index) => flipByte(sealed, 2, index)),
    ];
    expect(tampered).toHaveLength(12 + 7 + 16); // IV, 'hunter2', tag
    for (const value of tampered) {
      await expect(openField(key, entryId, 'password', value)).rejects.toThrow(SealBrokenError);
      await expect(openField(key, entryId, 'password', value)).rejects.toThrow(brokenMessage);
    }
  });

  it('refuses a ciphertext moved to another entry', async () => {
    const key = await generateVaultKey();
    const sealed = await sealSecrets(key, entryId, secrets);
    await expect(openSecrets(key, 'otherEntry12', sealed)).rejects.toThrow(brokenMessage);
  });

  it('refuses a ciphertext moved to another field of the same entry', async () => {
    const key = await generateVaultKey();
    const sealed = await sealSecrets(key, entryId, secrets);
    await expect(openField(key, entryId, 'username', sealed.password)).rejects.toThrow(SealBrokenError);
    await expect(openSecrets(key, entryId, { ...sealed, username: sealed.password, password: sealed.username })).rejects.toThrow(brokenMessage);
  });

  it('refuses another vault key', async () => {
    const sealed = await sealField(await generateVaultKey(), entryId, 'password', 'hunter2');
    await expect(openField(await generateVaultKey(), entryId, 'password', sealed)).rejects.toThrow(brokenMessage);
  });

  it('refuses what is not in the sealed format, or in another version', async () => {
    const key = await generateVaultKey();
    const sealed = await sealField(key, entryId, 'password', 'hunter2');
    for (const value of ['', 'hunter2', sealed.replace(/^v1/, 'v2'), sealed.slice(0, 20), `${sealed}=`]) {
      await expect(openField(key, entryId, 'password', value)).rejects.toThrow(SealBrokenError);
    }
  });
});

describe('newEntryId', () => {
  it('makes 12 URL-safe characters, different each time', () => {
    const ids = Array.from({ length: 200 }, newEntryId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(200);
  });
});
