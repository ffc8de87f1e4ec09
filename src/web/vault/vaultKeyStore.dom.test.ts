// Proves where this tab keeps the vault key (issue 9): in memory and in sessionStorage, so a
// reload (a new module, the same sessionStorage) restores the same key; clearing forgets both;
// listeners hear every set and clear; and a clear while a set or restore is under way wins.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateVaultKey } from './vaultCrypto';
import { vaultKeyStorageKey, vaultKeyStore } from './vaultKeyStore';

const rawKey = async (key: CryptoKey) => new Uint8Array(await crypto.subtle.exportKey('raw', key));

/** The store as a reloaded page finds it: a fresh module, with this tab's sessionStorage. */
async function reloadedStore() {
  vi.resetModules();
  return (await import('./vaultKeyStore')).vaultKeyStore;
}

afterEach(() => {
  vaultKeyStore.clear();
  sessionStorage.clear();
});

describe('vaultKeyStore', () => {
  it('holds the key in memory and restores the same key after a reload', async () => {
    const key = await generateVaultKey();
    await vaultKeyStore.set(key);
    expect(vaultKeyStore.get()).toBe(key);
    expect(sessionStorage.getItem(vaultKeyStorageKey)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const afterReload = await reloadedStore();
    expect(afterReload.get()).toBeNull();
    const restored = await afterReload.restore();
    expect(restored).not.toBeNull();
    expect(afterReload.get()).toBe(restored);
    expect(await rawKey(restored!)).toEqual(await rawKey(key));
  });

  it('forgets the key in memory and in sessionStorage when cleared, and then restores nothing', async () => {
    await vaultKeyStore.set(await generateVaultKey());
    vaultKeyStore.clear();
    expect(vaultKeyStore.get()).toBeNull();
    expect(sessionStorage.getItem(vaultKeyStorageKey)).toBeNull();
    expect(await (await reloadedStore()).restore()).toBeNull();
  });

  it('tells its listeners of every set and clear, until they unsubscribe', async () => {
    const listener = vi.fn();
    const unsubscribe = vaultKeyStore.subscribe(listener);
    await vaultKeyStore.set(await generateVaultKey());
    vaultKeyStore.clear();
    vaultKeyStore.clear(); // nothing left to clear: no news
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await vaultKeyStore.set(await generateVaultKey());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not bring a key back when cleared while it was being stored or restored', async () => {
    const storing = vaultKeyStore.set(await generateVaultKey());
    vaultKeyStore.clear();
    await storing;
    expect(vaultKeyStore.get()).toBeNull();
    expect(sessionStorage.getItem(vaultKeyStorageKey)).toBeNull();

    await vaultKeyStore.set(await generateVaultKey());
    const afterReload = await reloadedStore();
    const restoring = afterReload.restore();
    afterReload.clear();
    expect(await restoring).toBeNull();
    expect(afterReload.get()).toBeNull();
  });

  it('restores nothing from a damaged stored value', async () => {
    sessionStorage.setItem(vaultKeyStorageKey, 'not a key');
    expect(await (await reloadedStore()).restore()).toBeNull();
  });
});
