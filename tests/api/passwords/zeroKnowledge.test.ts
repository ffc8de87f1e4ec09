// Zero knowledge at rest (issue 9): the browser's own crypto (src/web/vault, real Argon2id cost)
// sets an extra password, logs in to passwords, adds, changes and imports entries through the
// API; afterwards neither the extra password nor any secret is anywhere in the database: in the
// SQLite file (with its journal) or in a PostgreSQL dump of the test's schema, whichever runs.
// The e2e journey proves the same of what the browser sends.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../../src/contract/types';
import { newEntryId, openSecrets, sealSecrets, type EntrySecrets } from '../../../src/web/vault/vaultCrypto';
import { createVault, openVault } from '../../../src/web/vault/vaultKeys';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { postgresUrl } from '../../helpers/testDatabase';
import { callOperation, dataOf, type CallOptions } from '../contractClient';

const run = promisify(execFile);
const extraPassword = 'Zebra-Quokka-Extra-Pass-7731';
const secretOf = (n: number): EntrySecrets => ({
  username: `zk-user-${n}@example.test`,
  password: `Zk-Secret-Password-${n}-x9Q`,
  url: `https://zk-site-${n}.example.test/login`,
  notes: `zk private note number ${n}`,
});
const entries = Array.from({ length: 12 }, (_, n) => secretOf(n));
const changed = secretOf(99);
const secrets = [extraPassword, ...entries.flatMap((entry) => Object.values(entry)), ...Object.values(changed)];

let t: TestApp;
let user: SignedUp;
let extraToken: string;

function call<Id extends OperationId>(id: Id, options: Omit<CallOptions<Id>, 'token' | 'extraToken'> = {}) {
  return callOperation(t.app, id, { ...options, token: user.access.token, extraToken } as CallOptions<Id>);
}

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app, 'zoe');
  const created = await createVault(extraPassword);
  dataOf(
    await callOperation(t.app, 'updateUser', {
      token: user.access.token,
      params: { id: user._id },
      body: { currentPassword: 'correct horse battery', extraPassword: created.authKey, vault: created.vault },
    }),
  );
  const vault = dataOf(await callOperation(t.app, 'getExtraPasswordVault', { token: user.access.token }));
  const opened = await openVault(extraPassword, vault);
  extraToken = dataOf(await callOperation(t.app, 'extraPasswordLogin', { token: user.access.token, body: { extraPassword: opened.authKey } })).token;
  const vaultKey = opened.vaultKey;

  const group = dataOf(await call('createPasswordGroup', { body: { name: 'Everyday' } }));
  const [first, ...rest] = entries;
  const firstId = newEntryId();
  dataOf(await call('createPassword', { body: { _id: firstId, name: 'First site', groupId: group._id, ...(await sealSecrets(vaultKey, firstId, first!)) } }));
  dataOf(await call('updatePassword', { body: { _id: firstId, ...(await sealSecrets(vaultKey, firstId, changed)) } }));
  const importedGroup = { _id: newEntryId(), name: 'Imported' };
  const imported = await Promise.all(
    rest.map(async (secret, n) => {
      const _id = newEntryId();
      return { _id, name: `Site ${n}`, groupId: importedGroup._id, ...(await sealSecrets(vaultKey, _id, secret)) };
    }),
  );
  dataOf(await call('importPasswords', { body: { groups: [importedGroup], passwords: imported } }));

  // The stored entries still open in the browser: the test is about where the plaintext is not.
  const stored = dataOf(await call('getPasswords', { query: { passwordId: firstId } }));
  expect(Array.isArray(stored) ? null : await openSecrets(vaultKey, firstId, stored)).toEqual(changed);
}, 60_000);

afterAll(() => t?.close());

/** Every byte the database keeps, as text: the SQLite files, or a dump of the test's PostgreSQL schema. */
async function everythingStored(): Promise<string> {
  if (postgresUrl !== undefined) {
    const { rows } = await sql<{ schema: string; database: string }>`select current_schema() as schema, current_database() as database`.execute(t.database.db);
    const url = new URL(postgresUrl);
    url.pathname = `/${rows[0]!.database}`; // the test worker's own database
    const { stdout } = await run(await pgDump(), ['--dbname', url.toString(), '--schema', rows[0]!.schema, '--data-only'], { maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).toContain('Everyday'); // the dump holds the data: a plaintext group name is there
    return stdout;
  }
  const files = (await readdir(t.dataDir)).filter((name) => name.includes('sqlite'));
  const contents = await Promise.all(files.map((name) => readFile(path.join(t.dataDir, name))));
  const text = contents.map((bytes) => bytes.toString('latin1')).join('\n');
  expect(text).toContain('Everyday');
  return text;
}

/** The newest installed PostgreSQL's pg_dump (Debian keeps each version under /usr/lib/postgresql). */
async function pgDump(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b));
  return `/usr/lib/postgresql/${versions.at(-1)}/bin/pg_dump`;
}

describe('the database after a vault is set up and used', () => {
  it('holds neither the extra password nor any secret, only ciphertext and names', async () => {
    const stored = await everythingStored();
    const found = secrets.filter((secret) => stored.includes(secret));
    expect(found).toEqual([]);
    expect(stored).toMatch(/v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}/);
  });
});
