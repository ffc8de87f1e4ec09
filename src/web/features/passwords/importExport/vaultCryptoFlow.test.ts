// Proves the encrypted half of import and export with the real WebCrypto and Argon2id (at a test
// cost): an import request holds no plaintext and opens with the vault key under each new id; the
// encrypted export holds no secret and re-imports with the extra password it was made with (or
// with the vault key alone, after the password changed); a wrong password, a changed byte or a
// ciphertext moved to another entry refuses the file; the plaintext CSV reads back in Bitwarden's format.
import { describe, expect, it } from 'vitest';
import { openSecrets, sealSecrets } from '../../../vault/vaultCrypto';
import { createVault, rewrapVault } from '../../../vault/vaultKeys';
import { bitwardenCsv as bitwardenCsvFixture } from './importFixtures';
import { planImport } from './importPlan';
import { ImportRefusedError, type ParsedImport } from './importTypes';
import { bitwardenCsvOf } from './plainCsv';
import { readImportFile } from './readImportFile';
import { sealImport } from './sealImport';
import { buildVaultFile, openVaultFile, readVaultFile, unlockVaultFile, vaultFileOpensWith } from './vaultFile';

const testOnlyCost = { memoryKiB: 256, iterations: 1, parallelism: 1 };
const newKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']) as Promise<CryptoKey>;

function plain(content: string): ParsedImport {
  const read = readImportFile(content);
  if (read.kind !== 'plain') throw new Error('expected plaintext entries');
  return read.parsed;
}

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportRefusedError) return { reason: error.reason, detail: error.detail };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A vault with two entries as the server would hold them. */
async function storedVault(extraPassword: string) {
  const { vault, vaultKey } = await createVault(extraPassword, { testOnlyCost });
  const groups = [{ _id: 'groupWork00a', name: 'Work', count: 2 }];
  const at = '2026-11-25T05:00:00.000Z';
  const secrets = [
    { username: 'anna.k', password: '-starts-with-a-dash', url: 'https://gitlab.com', notes: '=SUM(A1)' },
    { username: 'anna', password: 'hunter2', url: '', notes: '' },
  ];
  const passwords = [
    { _id: 'entryGitLab1', name: 'GitLab', groupId: 'groupWork00a', createdAt: at, updatedAt: at, ...(await sealSecrets(vaultKey, 'entryGitLab1', secrets[0]!)) },
    { _id: 'entryWiki001', name: '+Wiki', groupId: 'groupWork00a', createdAt: at, updatedAt: at, ...(await sealSecrets(vaultKey, 'entryWiki001', secrets[1]!)) },
  ];
  return { vault, vaultKey, groups, passwords, secrets };
}

describe('sealImport', () => {
  it('seals every entry under a new id, creates only the new groups, and sends no plaintext', async () => {
    const vaultKey = await newKey();
    const plan = planImport(plain(bitwardenCsvFixture), [{ _id: 'groupWork00a', name: 'work' }], []);
    const progress: number[] = [];
    const request = await sealImport(plan, vaultKey, { skipDuplicates: true }, (done) => progress.push(done));

    expect(request.groups.map((group) => group.name)).toEqual(['Imported', 'Social']);
    expect(request.passwords).toHaveLength(5);
    expect(new Set(request.passwords.map((entry) => entry._id)).size).toBe(5);
    expect(request.passwords.find((entry) => entry.name === 'GitLab')?.groupId).toBe('groupWork00a');
    expect(progress.at(-1)).toBe(5);
    const body = JSON.stringify(request);
    for (const secret of ['anna@example.com', 'c0rrect-h0rse', 'hunter2', 'mastodon.social', 'Recovery codes', 'JBSWY3DPEHPK3PXP']) expect(body).not.toContain(secret);

    const mastodon = request.passwords.find((entry) => entry.name === 'Mastodon')!;
    expect(await openSecrets(vaultKey, mastodon._id, mastodon)).toMatchObject({ username: 'anna@example.com', password: 'c0rrect-h0rse,"battery"' });
  });

  it('refuses an entry whose notes would not fit the largest sealed value, naming it', async () => {
    const plan = planImport({ format: 'bitwardenCsv', entries: [{ name: 'Huge', group: null, username: '', password: '', url: '', notes: 'x'.repeat(60_000) }], skipped: 0 }, [], []);
    expect(await refusalOf(sealImport(plan, await newKey(), { skipDuplicates: false }))).toEqual({ reason: 'entryTooLarge', detail: 'Huge' });
  });

  it('refuses more entries than one import takes, before sealing any', async () => {
    const entries = Array.from({ length: 5001 }, (_, index) => ({ name: `Entry ${index}`, group: null, username: '', password: '', url: '', notes: '' }));
    const plan = planImport({ format: 'keepassxcCsv', entries, skipped: 0 }, [], []);
    expect(await refusalOf(sealImport(plan, await newKey(), { skipDuplicates: false }))).toEqual({ reason: 'tooManyEntries', detail: 5001 });
  });
});

describe('the encrypted export', () => {
  it('holds the wrapped key, the derivation and the sealed entries, and no secret', async () => {
    const { vault, groups, passwords } = await storedVault('correct horse');
    const file = buildVaultFile(vault, groups, passwords, new Date('2026-11-25T05:30:00Z'));
    expect(file).toMatchObject({ format: 'lifelog-vault', version: 1, exportedAt: '2026-11-25T05:30:00.000Z', kdf: vault.kdf, wrappedVaultKey: vault.wrappedVaultKey });
    expect(file.groups).toEqual([{ _id: 'groupWork00a', name: 'Work' }]);
    const text = JSON.stringify(file);
    for (const secret of ['correct horse', 'anna.k', 'starts-with-a-dash', 'hunter2', 'gitlab.com']) expect(text).not.toContain(secret);
  });

  it('re-imports with the extra password it was made with: every entry opened, in its group', async () => {
    const { vault, groups, passwords, secrets } = await storedVault('correct horse');
    const read = readImportFile(JSON.stringify(buildVaultFile(vault, groups, passwords)));
    if (read.kind !== 'vault') throw new Error('expected the vault file');
    const fileKey = await unlockVaultFile(read.file, 'correct horse', { testOnlyCost });
    const parsed = await openVaultFile(read.file, fileKey);
    expect(parsed.entries).toEqual([
      { name: 'GitLab', group: 'Work', ...secrets[0] },
      { name: '+Wiki', group: 'Work', ...secrets[1] },
    ]);
  });

  it('opens with the vault key alone after the extra password changed (the key is re-wrapped, not replaced)', async () => {
    const { vault, vaultKey, groups, passwords } = await storedVault('old password');
    const file = readVaultFile(JSON.parse(JSON.stringify(buildVaultFile(vault, groups, passwords))));
    await rewrapVault(vaultKey, 'new password', { testOnlyCost });
    expect(await vaultFileOpensWith(file, vaultKey)).toBe(true);
    expect(await vaultFileOpensWith(file, await newKey())).toBe(false);
  });

  it('refuses a wrong extra password', async () => {
    const { vault, groups, passwords } = await storedVault('correct horse');
    const file = readVaultFile(buildVaultFile(vault, groups, passwords));
    expect(await refusalOf(unlockVaultFile(file, 'Correct horse', { testOnlyCost }))).toEqual({ reason: 'wrongPassword', detail: undefined });
  });

  it('refuses a file with a changed ciphertext, or one moved to another entry, as tampered with', async () => {
    const { vault, vaultKey, groups, passwords } = await storedVault('correct horse');
    const changed = structuredClone(passwords);
    const sealed = changed[1]!.password;
    changed[1]!.password = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(await refusalOf(openVaultFile(readVaultFile(buildVaultFile(vault, groups, changed)), vaultKey))).toEqual({ reason: 'tamperedVaultFile', detail: '+Wiki' });

    const moved = structuredClone(passwords);
    moved[0]!.password = passwords[1]!.password;
    expect(await refusalOf(openVaultFile(readVaultFile(buildVaultFile(vault, groups, moved)), vaultKey))).toEqual({ reason: 'tamperedVaultFile', detail: 'GitLab' });
  });

  it.each([
    ['a later version', (file: Record<string, unknown>) => ({ ...file, version: 2 })],
    ['an entry without its password', (file: Record<string, unknown>) => ({ ...file, passwords: [{ _id: 'entryGitLab1', name: 'GitLab', groupId: 'g', username: 'x' }] })],
    ['a wrapped key that is not sealed', (file: Record<string, unknown>) => ({ ...file, wrappedVaultKey: 'plain key' })],
  ])('refuses %s as not an export of this app', async (_what, change) => {
    const { vault, groups, passwords } = await storedVault('correct horse');
    const file = change(buildVaultFile(vault, groups, passwords) as unknown as Record<string, unknown>);
    expect(() => readImportFile(JSON.stringify(file))).toThrow(expect.objectContaining({ reason: 'badVaultFile' }) as Error);
  });
});

describe('the plaintext CSV', () => {
  it("is Bitwarden's CSV, which this app reads back to the same entries", async () => {
    const entries = [
      { name: 'GitLab', groupName: 'Work', username: '+46 70 123 45 67', password: '-starts-with-a-dash', url: 'https://gitlab.com', notes: 'two\nlines, "quoted"' },
      { name: '=HYPERLINK("x")', groupName: '@home', username: 'anna', password: '=1+1', url: '', notes: '' },
    ];
    const csv = bitwardenCsvOf(entries);
    expect(csv.split('\r\n')[0]).toBe('folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp');
    expect(plain(csv).entries).toEqual(entries.map(({ groupName, ...entry }) => ({ ...entry, group: groupName })));
  });

  it('escapes formulas in the names, groups, URLs and notes but writes usernames and passwords exactly', () => {
    const csv = bitwardenCsvOf([{ name: '=cmd', groupName: '+g', username: '-u', password: '@p', url: '=u', notes: '-n' }]);
    expect(csv.split('\r\n')[1]).toBe("'+g,,login,'=cmd,'-n,,0,'=u,-u,@p,");
  });
});
