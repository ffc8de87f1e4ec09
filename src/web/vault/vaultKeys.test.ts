// Proves the extra password's keys (issue 9): with the real cost (Argon2id, 64 MiB, 3 passes) a
// new vault opens with its password and not with a wrong one, and what goes to the server (the
// authentication key, the vault) never holds the password; the same password and salt derive the
// same key, however its characters are composed; changing the password re-wraps the same vault
// key, so old ciphertexts open; a changed wrapped key fails clearly; and key derivation settings
// outside the contract's bounds are refused before any derivation runs.
import { describe, expect, it, vi } from 'vitest';
import { deriveMasterKey } from './masterKey';
import { cheapKdfForTests } from './vault.testing';
import { openField, SealBrokenError, sealField } from './vaultCrypto';
import { checkKdf, createVault, defaultKdfCost, deriveVaultKeys, openVault, rewrapVault, unwrapVaultKey, VaultKdfError, WrongExtraPasswordError, type VaultKdf } from './vaultKeys';

vi.mock('./masterKey', async (importOriginal) => {
  const original = await importOriginal<typeof import('./masterKey')>();
  return { deriveMasterKey: vi.fn(original.deriveMasterKey) };
});

const password = 'staple of the vault 42';
const authKeyPattern = /^[A-Za-z0-9_-]{43}$/; // contract/passwords.yaml `VaultAuthKey`
const rawKey = async (key: CryptoKey) => new Uint8Array(await crypto.subtle.exportKey('raw', key));

describe('with the real cost', () => {
  it('makes a vault that its extra password opens, a wrong one does not, and that never holds the password', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const { authKey, vault, vaultKey } = await createVault(password);
    const createMs = performance.now() - started;
    expect(vault.kdf).toMatchObject({ algorithm: 'argon2id', memoryKiB: 65536, iterations: 3, parallelism: 1 });
    expect(vault.kdf.salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(vault.wrappedVaultKey).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/);
    expect(authKey).toMatch(authKeyPattern);
    expect(authKey).not.toContain(password);
    expect(JSON.stringify(vault)).not.toContain(password);

    const opened = await openVault(password, vault);
    expect(opened.authKey).toBe(authKey);
    expect(await rawKey(opened.vaultKey)).toEqual(await rawKey(vaultKey));

    const wrong = openVault('staple of the vault 43', vault);
    await expect(wrong).rejects.toThrow(WrongExtraPasswordError);
    await expect(wrong).rejects.toThrow('The extra password does not open this vault');
    // Measured for docs/decisions.md: one derivation is most of createVault's time.
    console.info(`Argon2id 64 MiB × 3 passes, createVault in Node: ${Math.round(createMs)} ms`);
  });

  it('uses 64 MiB, 3 passes and 1 lane, the contract minimum, unless made stronger', () => {
    expect(defaultKdfCost).toEqual({ memoryKiB: 65536, iterations: 3, parallelism: 1 });
  });
});

describe('deriveVaultKeys', () => {
  const kdf: VaultKdf = { algorithm: 'argon2id', salt: 'AAECAwQFBgcICQoLDA0ODw', memoryKiB: 64, iterations: 1, parallelism: 1 };

  it('derives the same authentication key from the same password and salt, another from another salt', async () => {
    const first = await deriveVaultKeys(password, kdf, cheapKdfForTests);
    expect((await deriveVaultKeys(password, kdf, cheapKdfForTests)).authKey).toBe(first.authKey);
    expect((await deriveVaultKeys(password, { ...kdf, salt: 'AAECAwQFBgcICQoLDA0OEA' }, cheapKdfForTests)).authKey).not.toBe(first.authKey);
    expect((await deriveVaultKeys(`${password}!`, kdf, cheapKdfForTests)).authKey).not.toBe(first.authKey);
    // The wrapping key never leaves the browser, not even to this page's code.
    expect(first.wrappingKey.extractable).toBe(false);
  });

  it('takes a password typed with composed or decomposed accents as the same one', async () => {
    const composed = await deriveVaultKeys('lösenord på väg', kdf, cheapKdfForTests);
    const decomposed = await deriveVaultKeys('lösenord på väg'.normalize('NFD'), kdf, cheapKdfForTests);
    expect(decomposed.authKey).toBe(composed.authKey);
  });

  it('never sends the password itself, even a 43-character one', async () => {
    const fortyThree = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    expect((await deriveVaultKeys(fortyThree, kdf, cheapKdfForTests)).authKey).not.toBe(fortyThree);
  });

  it.each([
    ['less memory', { memoryKiB: 65535 }, /memoryKiB 65535 is below the minimum 65536/],
    ['fewer passes', { iterations: 2 }, /iterations 2 is below the minimum 3/],
    ['no lane', { parallelism: 0 }, /parallelism 0 is below the minimum 1/],
    ['more than 1 GiB', { memoryKiB: 1048577 }, /memoryKiB 1048577 is above the maximum 1048576/],
    ['more than 10 passes', { iterations: 11 }, /iterations 11 is above the maximum 10/],
    ['a short salt', { salt: 'AAECAwQFBgcICQoLDA0O' }, /salt is not 16 bytes/],
    ['a salt that is not base64url', { salt: 'AAECAwQFBgcICQoLDA0O+w' }, /salt is not 16 bytes/],
    ['another algorithm', { algorithm: 'argon2i' }, /unknown algorithm argon2i/],
  ])('refuses %s before deriving anything', async (_, change, message) => {
    vi.mocked(deriveMasterKey).mockClear();
    const weak = { ...kdf, ...defaultKdfCost, ...change } as VaultKdf;
    await expect(deriveVaultKeys(password, weak)).rejects.toThrow(VaultKdfError);
    await expect(deriveVaultKeys(password, weak)).rejects.toThrow(message);
    expect(deriveMasterKey).not.toHaveBeenCalled();
  });

  it('refuses the cheap test cost without the test-only option', () => {
    expect(() => checkKdf(kdf)).toThrow(/memoryKiB 64 is below the minimum 65536/);
  });
});

describe('rewrapVault', () => {
  it('wraps the same vault key under the new password, so what was sealed before still opens', async () => {
    const { vault, vaultKey } = await createVault(password, cheapKdfForTests);
    const sealed = await sealField(vaultKey, 'entry0000001', 'password', 'hunter2');
    const changed = await rewrapVault(vaultKey, 'a new extra password', cheapKdfForTests);
    expect(changed.vault.kdf.salt).not.toBe(vault.kdf.salt);

    const reopened = await openVault('a new extra password', changed.vault, cheapKdfForTests);
    expect(reopened.authKey).toBe(changed.authKey);
    expect(await openField(reopened.vaultKey, 'entry0000001', 'password', sealed)).toBe('hunter2');
    await expect(openVault(password, changed.vault, cheapKdfForTests)).rejects.toThrow(WrongExtraPasswordError);
  });
});

describe('unwrapVaultKey', () => {
  it('refuses a changed wrapped key as a broken seal, never a wrong key', async () => {
    const { vault } = await createVault(password, cheapKdfForTests);
    const { wrappingKey } = await deriveVaultKeys(password, vault.kdf, cheapKdfForTests);
    const [version, iv, ciphertext] = vault.wrappedVaultKey.split('.');
    const changed = `${version}.${iv}.${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    const error = await unwrapVaultKey(changed, wrappingKey).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WrongExtraPasswordError);
    expect(error).toBeInstanceOf(SealBrokenError);
  });
});
