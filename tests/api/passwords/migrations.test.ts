// The password vault's migrations on the database under test (SQLite, or PostgreSQL with
// DATABASE_URL): a user whose extra password was set before the vault keeps it with no vault
// (GET /auth/extra-password then asks for a reset), and the schema itself keeps an entry in its
// own user's group and ids unique per user.
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountsTables } from '../../../src/server/areas/accounts/tables';
import type { PasswordsTables } from '../../../src/server/areas/passwords/tables';
import { appMigrations, migrateAppToLatest } from '../../../src/server/composition';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase';
import { sealed } from '../../helpers/vault';

const NOW = '2026-11-25T05:00:00.000Z';
const VAULT = '20261125T0440_extra_password_vault';
const PASSWORDS = '20261125T0445_passwords';

describe('the password vault migrations', () => {
  let t: TestDatabase;
  let db: Kysely<AccountsTables & PasswordsTables>;
  beforeEach(async () => {
    t = await openTestDatabase();
    db = t.database.db as unknown as Kysely<AccountsTables & PasswordsTables>;
  });
  afterEach(async () => {
    await t.dispose();
  });

  const addUser = (id: string, extraHash: string | null) =>
    db.insertInto('user').values({ id, username: id, username_key: id, password_hash: 'h', extra_password_hash: extraHash, created_at: NOW, updated_at: NOW }).execute();
  const group = (userId: string, id: string, name: string) => ({ id, user_id: userId, name, name_key: name.toLowerCase(), created_at: NOW, updated_at: NOW });
  const entry = (userId: string, id: string, groupId: string) => ({
    id,
    user_id: userId,
    group_id: groupId,
    name: 'Bank',
    name_key: 'bank',
    username: sealed('u'),
    password: sealed('p'),
    url: sealed('l'),
    notes: sealed('n'),
    created_at: NOW,
    updated_at: NOW,
  });

  it('keeps an extra password set before the vault, with no vault', async () => {
    const { [VAULT]: _vault, [PASSWORDS]: _passwords, ...before } = appMigrations();
    await migrateToLatest(t.database, before);
    await addUser('user00000001', '$argon2id$old');
    const results = await migrateAppToLatest(t.database);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([
      [VAULT, 'Success'],
      [PASSWORDS, 'Success'],
    ]);
    const row = await db.selectFrom('user').select(['extra_password_hash', 'vault_kdf', 'wrapped_vault_key']).executeTakeFirstOrThrow();
    expect(row).toEqual({ extra_password_hash: '$argon2id$old', vault_kdf: null, wrapped_vault_key: null });
  });

  it('keeps ids unique per user, and an entry in a group of its own user', async () => {
    await migrateAppToLatest(t.database);
    await addUser('user00000001', null);
    await addUser('user00000002', null);
    await db.insertInto('password_group').values([group('user00000001', 'group0000001', 'Home'), group('user00000002', 'group0000001', 'Home')]).execute();
    // The same entry id for two users is two entries.
    await db.insertInto('password_entry').values([entry('user00000001', 'entry0000001', 'group0000001'), entry('user00000002', 'entry0000001', 'group0000001')]).execute();
    await expect(db.insertInto('password_entry').values(entry('user00000001', 'entry0000001', 'group0000001')).execute()).rejects.toThrow();
    await expect(db.insertInto('password_group').values(group('user00000001', 'group0000002', 'home')).execute()).rejects.toThrow();
    // user 1 has no group0000002: user 2's rows cannot lend it.
    await db.insertInto('password_group').values(group('user00000002', 'group0000002', 'Work')).execute();
    await expect(db.insertInto('password_entry').values(entry('user00000001', 'entry0000002', 'group0000002')).execute()).rejects.toThrow();
    // A group still holding entries cannot be deleted by itself.
    await expect(db.deleteFrom('password_group').where('user_id', '=', 'user00000001').execute()).rejects.toThrow();
    expect(await db.selectFrom('password_entry').select(['user_id', 'id']).orderBy('user_id').execute()).toEqual([
      { user_id: 'user00000001', id: 'entry0000001' },
      { user_id: 'user00000002', id: 'entry0000001' },
    ]);
  });
});
