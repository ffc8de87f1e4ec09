// Proves the list and edit halves of the entry crypto: a list opens only usernames and marks a
// broken one instead of failing the whole list; an edit re-seals only the fields that changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateVaultKey, openField, sealSecrets } from '../../vault/vaultCrypto';
import type { PasswordEntry } from './queries';
import { openEntry, openUsernames, sealChanges } from './sealEntry';

let key: CryptoKey;
const at = '2026-11-20T10:00:00.000Z';
const secrets = { username: 'ada', password: 'hunter2', url: 'https://example.com', notes: 'n' };

async function entry(_id: string, username: string): Promise<PasswordEntry> {
  return { _id, name: _id, groupId: 'pwgroup00001', ...(await sealSecrets(key, _id, { ...secrets, username })), createdAt: at, updatedAt: at };
}

beforeAll(async () => {
  key = await generateVaultKey();
});

describe('openUsernames', () => {
  it('opens every username by entry id, and marks a moved one null without failing the rest', async () => {
    const [a, b] = [await entry('pwentry00001', 'first'), await entry('pwentry00002', 'second')];
    const moved = { ...b, _id: 'pwentry00003', username: a.username };
    const opened = await openUsernames(key, [a, b, moved]);
    expect([...opened]).toEqual([
      ['pwentry00001', 'first'],
      ['pwentry00002', 'second'],
      ['pwentry00003', null],
    ]);
  });
});

describe('openEntry', () => {
  it('opens all four secrets, or says the entry is broken', async () => {
    const a = await entry('pwentry00001', 'ada');
    expect(await openEntry(key, a)).toEqual({ status: 'open', value: secrets });
    expect(await openEntry(key, { ...a, _id: 'pwentry00009' })).toEqual({ status: 'broken' });
    expect(await openEntry(await generateVaultKey(), a)).toEqual({ status: 'broken' });
  });
});

describe('sealChanges', () => {
  it('re-seals only what changed, for this entry', async () => {
    const changes = await sealChanges(key, 'pwentry00001', secrets, { ...secrets, password: 'new one', notes: '' });
    expect(Object.keys(changes).sort()).toEqual(['notes', 'password']);
    expect(await openField(key, 'pwentry00001', 'password', changes.password!)).toBe('new one');
    expect(await openField(key, 'pwentry00001', 'notes', changes.notes!)).toBe('');
    await expect(openField(key, 'pwentry00002', 'password', changes.password!)).rejects.toThrow('cannot be decrypted');
  });

  it('sends nothing when nothing changed', async () => {
    expect(await sealChanges(key, 'pwentry00001', secrets, { ...secrets })).toEqual({});
  });
});
