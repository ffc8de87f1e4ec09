// Proves the password vault's rules in accounts (issue 9): GET /auth/extra-password hands out the
// key derivation and the wrapped vault key (404 without an extra password, 409 for one set before
// the vault); PUT /auth/user/{id} sets the extra password only with a vault, and changes it only
// with the old one (its derived key, counted like an extra login; the entries stay) or with a
// reset that deletes the caller's entries and groups, and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../src/contract/types';
import type { AccountsDb } from '../../../src/server/areas/accounts/tables';
import { errorOf, PASSWORD, signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { authKey, extraLogin, openVault, putUser, sealed, vaultFor } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import { newEntry } from '../passwords/passwordsApi';

const FIRST = 'first extra password';
const SECOND = 'second extra password';

describe('the extra password and its vault', () => {
  let t: TestApp;
  const snapshot = () =>
    Promise.all(
      ['user', 'session', 'password_group', 'password_entry'].map((table) =>
        t.database.db.selectFrom(table as 'user').selectAll().execute().then((rows) => rows.map((row) => JSON.stringify(row)).sort()),
      ),
    );
  const getVault = (user: SignedUp) => callOperation(t.app, 'getExtraPasswordVault', { token: user.access.token });
  /** A group with two entries in the user's vault; their ids. */
  const fillVault = async (user: SignedUp, extraToken: string) => {
    const tokens = { token: user.access.token, extraToken };
    const group = dataOf(await callOperation(t.app, 'createPasswordGroup', { body: { name: 'Kept' }, ...tokens }));
    for (const name of ['One', 'Two']) dataOf(await callOperation(t.app, 'createPassword', { body: newEntry(name, group._id), ...tokens }));
    return group._id;
  };
  const entriesOf = (user: SignedUp) => t.database.db.selectFrom('password_entry').select('id').where('user_id', '=', user._id).execute();

  beforeAll(async () => {
    t = await createTestApp({ settings: { accounts: { accountLimit: { max: 3, windowSeconds: 900 }, extraPasswordSessionLimit: { max: 3, windowSeconds: 900 } } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 EXTRA_PASSWORD_NOT_SET before an extra password is set, then the vault as it was sent', async () => {
    const user = await signUp(t.app, 'vera');
    const none = await getVault(user);
    expect(none.statusCode).toBe(404);
    expect(none.body).toEqual(errorOf('EXTRA_PASSWORD_NOT_SET', 'No extra password is set'));
    await openVault(t.app, user, FIRST);
    expect(dataOf(await getVault(user))).toEqual(vaultFor(FIRST));
    expect((await callOperation(t.app, 'getExtraPasswordVault', {})).statusCode).toBe(401);
  });

  it('changes the extra password with the old one: the entries stay, the old one and its sessions stop working', async () => {
    const user = await signUp(t.app, 'walt');
    const oldToken = await openVault(t.app, user, FIRST);
    await fillVault(user, oldToken);
    const changed = await putUser(t.app, user, { currentPassword: PASSWORD, extraPassword: authKey(SECOND), vault: vaultFor(SECOND), currentExtraPassword: authKey(FIRST) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf(await getVault(user))).toEqual(vaultFor(SECOND));
    expect((await extraLogin(t.app, user, FIRST)).statusCode).toBe(401);
    const login = await extraLogin(t.app, user, SECOND);
    expect(login.statusCode).toBe(200);
    const newToken = (login.json() as { data: { token: string } }).data.token;
    expect((await callOperation(t.app, 'getPasswordGroups', { token: user.access.token, extraToken: oldToken })).statusCode).toBe(401);
    const groups = dataOf(await callOperation(t.app, 'getPasswordGroups', { token: user.access.token, extraToken: newToken }));
    expect(groups).toEqual([{ _id: expect.any(String), name: 'Kept', count: 2 }]);
  });

  it('refuses a wrong old extra password with 401 WRONG_PASSWORD, counted with the extra logins of the same login', async () => {
    const user = await signUp(t.app, 'xena');
    await openVault(t.app, user, FIRST);
    const before = await snapshot();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await putUser(t.app, user, { currentPassword: PASSWORD, extraPassword: authKey(SECOND), vault: vaultFor(SECOND), currentExtraPassword: authKey('a guess') });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(errorOf('WRONG_PASSWORD', 'Wrong password'));
    }
    // The budget of 3 is spent: even the right extra password is refused at the extra login now.
    const limited = await extraLogin(t.app, user, FIRST);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: { code: string } }).error.code).toBe('TOO_MANY_ATTEMPTS');
    const [users, , groups, entries] = await snapshot();
    expect([users, groups, entries]).toEqual([before[0], before[2], before[3]]);
  });

  it('resets the vault: the caller’s entries and groups go, another user’s stay', async () => {
    const [owner, neighbour] = [await signUp(t.app, 'yusuf'), await signUp(t.app, 'zora')];
    await fillVault(owner, await openVault(t.app, owner, FIRST));
    await fillVault(neighbour, await openVault(t.app, neighbour, FIRST));
    const reset = await putUser(t.app, owner, { currentPassword: PASSWORD, extraPassword: authKey(SECOND), vault: vaultFor(SECOND), resetVault: true });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await entriesOf(owner)).toEqual([]);
    const token = (((await extraLogin(t.app, owner, SECOND)).json()) as { data: { token: string } }).data.token;
    expect(dataOf(await callOperation(t.app, 'getPasswordGroups', { token: owner.access.token, extraToken: token }))).toEqual([]);
    expect(await entriesOf(neighbour)).toHaveLength(2);
    expect(dataOf(await getVault(owner))).toEqual(vaultFor(SECOND));
  });

  it('replaces an extra password set before the vault only with a reset (409 VAULT_RESET_NEEDED otherwise)', async () => {
    const user = await signUp(t.app, 'legacy');
    await openVault(t.app, user, FIRST);
    const db = t.database.db as unknown as AccountsDb;
    await db.updateTable('user').set({ vault_kdf: null, wrapped_vault_key: null }).where('id', '=', user._id).execute();
    const answer = await getVault(user);
    expect(answer.statusCode).toBe(409);
    const resetNeeded = errorOf('VAULT_RESET_NEEDED', 'The extra password was set before the vault was encrypted in the browser: set a new one with resetVault: true');
    expect(answer.body).toEqual(resetNeeded);
    const before = await snapshot();
    for (const old of [{}, { currentExtraPassword: authKey(FIRST) }]) {
      const refused = await putUser(t.app, user, { currentPassword: PASSWORD, extraPassword: authKey(SECOND), vault: vaultFor(SECOND), ...old });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(resetNeeded);
    }
    expect(await snapshot()).toEqual(before);
    const reset = await putUser(t.app, user, { currentPassword: PASSWORD, extraPassword: authKey(SECOND), vault: vaultFor(SECOND), resetVault: true });
    expect(reset.statusCode).toBe(200);
    expect(dataOf(await getVault(user))).toEqual(vaultFor(SECOND));
  });

  describe('refusals that change nothing', () => {
    let user: SignedUp;
    beforeAll(async () => {
      user = await signUp(t.app, 'quinn');
      await openVault(t.app, user, FIRST);
    });

    const ONE_CHANGE = 'Send preferences, or currentPassword with either extraPassword or newPassword';
    const change = { currentPassword: PASSWORD, extraPassword: authKey(SECOND), vault: vaultFor(SECOND) };
    const { kdf } = vaultFor(SECOND);
    const cases: Array<[string, object, ErrorCode, string]> = [
      ['no old extra password', change, 'CURRENT_EXTRA_PASSWORD_REQUIRED', 'Changing the extra password needs currentExtraPassword, or resetVault: true to delete the vault'],
      ['the old one and a reset', { ...change, currentExtraPassword: authKey(FIRST), resetVault: true }, 'ONE_CHANGE_AT_A_TIME', 'Send currentExtraPassword or resetVault, not both'],
      ['a key without a vault', { currentPassword: PASSWORD, extraPassword: authKey(SECOND) }, 'VAULT_REQUIRED', 'extraPassword and vault go together'],
      ['a vault without a key', { currentPassword: PASSWORD, vault: vaultFor(SECOND) }, 'VAULT_REQUIRED', 'extraPassword and vault go together'],
      ['a reset with preferences', { preferences: { theme: 'dark' }, resetVault: true }, 'ONE_CHANGE_AT_A_TIME', ONE_CHANGE],
      ['a reset with a new password', { currentPassword: PASSWORD, newPassword: 'a new long password', resetVault: true }, 'ONE_CHANGE_AT_A_TIME', ONE_CHANGE],
      ['a raw extra password', { ...change, extraPassword: SECOND }, 'VALIDATION_FAILED', 'extraPassword must be at least 43 characters long'],
      ['a raw old extra password', { ...change, currentExtraPassword: FIRST }, 'VALIDATION_FAILED', 'currentExtraPassword must be at least 43 characters long'],
      ['resetVault false', { ...change, resetVault: false }, 'VALIDATION_FAILED', 'resetVault must be true'],
      ['too little memory', { ...change, vault: { ...change.vault, kdf: { ...kdf, memoryKiB: 65535 } } }, 'VALIDATION_FAILED', 'vault.kdf.memoryKiB must be at least 65536'],
      ['too many passes', { ...change, vault: { ...change.vault, kdf: { ...kdf, iterations: 11 } } }, 'VALIDATION_FAILED', 'vault.kdf.iterations must be at most 10'],
      ['PBKDF2', { ...change, vault: { ...change.vault, kdf: { ...kdf, algorithm: 'pbkdf2' } } }, 'VALIDATION_FAILED', 'vault.kdf.algorithm must be "argon2id"'],
      ['a short salt', { ...change, vault: { ...change.vault, kdf: { ...kdf, salt: 'c2FsdA' } } }, 'VALIDATION_FAILED', 'vault.kdf.salt has an invalid format'],
      ['a plaintext vault key', { ...change, vault: { ...change.vault, wrappedVaultKey: 'my vault key' } }, 'VALIDATION_FAILED', 'vault.wrappedVaultKey has an invalid format'],
      ['no salt', { ...change, vault: { ...change.vault, kdf: { ...kdf, salt: undefined } } }, 'VALIDATION_FAILED', 'vault.kdf.salt is required'],
      ['an unknown kdf field', { ...change, vault: { ...change.vault, kdf: { ...kdf, pepper: sealed('x') } } }, 'VALIDATION_FAILED', 'Unknown field: vault.kdf.pepper'],
    ];
    it.each(cases)('refuses %s', async (_name, body, code, message) => {
      const before = await snapshot();
      const answer = await putUser(t.app, user, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(errorOf(code, message));
      expect(await snapshot()).toEqual(before);
      expect(dataOf(await getVault(user))).toEqual(vaultFor(FIRST));
    });
  });
});
