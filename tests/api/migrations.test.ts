// Proves the migrations on the configured database (SQLite, or PostgreSQL with DATABASE_URL):
// they create the tables, a second run changes nothing, and the schema enforces what the
// accounts work relies on (case-insensitive unique usernames, spec §9 preference defaults,
// preferences deleted with their user).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../src/domain/preferences';
import { migrateToLatest } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations/index';
import { newId } from '../../src/server/ids';
import { defaultDialect, openTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const NOW = '2026-11-21T16:53:00.000Z';

describe(`migrations on ${defaultDialect}`, () => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await openTestDatabase();
  });
  afterEach(async () => {
    await t.dispose();
  });

  const addUser = (username: string, id = newId()) =>
    t.database.db
      .insertInto('user')
      .values({ id, username, username_key: username.toLowerCase(), password_hash: 'hash', created_at: NOW, updated_at: NOW })
      .execute()
      .then(() => id);

  it('creates the tables, and a second run is a no-op', async () => {
    const first = await migrateToLatest(t.database);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
    const second = await migrateToLatest(t.database);
    expect(second).toEqual([]);

    // Queried through the connection, so on PostgreSQL this is this test's own schema.
    await expect(t.database.db.selectFrom('user').select('id').execute()).resolves.toEqual([]);
    await expect(t.database.db.selectFrom('user_preferences').select('user_id').execute()).resolves.toEqual([]);
  });

  it('keeps usernames unique ignoring case', async () => {
    await migrateToLatest(t.database);
    await addUser('Alice');
    await expect(addUser('alice')).rejects.toThrow(/unique/i);
  });

  it('refuses an id that is not 12 characters', async () => {
    await migrateToLatest(t.database);
    await expect(addUser('bob', 'short')).rejects.toThrow(/check/i);
  });

  it('fills preferences with the spec defaults', async () => {
    await migrateToLatest(t.database);
    const userId = await addUser('carol');
    await t.database.db.insertInto('user_preferences').values({ user_id: userId, updated_at: NOW }).execute();
    const row = await t.database.db
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect({
      theme: row.theme,
      language: row.language,
      timeSorting: row.time_sorting,
      timeFilter: row.time_filter,
      timeView: row.time_view,
    }).toEqual(defaultPreferences);
    expect(row.link_order).toBeNull();
    expect(row.use_device_shutdown).toBeNull();
  });

  it('deletes preferences with their user and refuses preferences of no user', async () => {
    await migrateToLatest(t.database);
    const userId = await addUser('dave');
    await t.database.db.insertInto('user_preferences').values({ user_id: userId, updated_at: NOW }).execute();
    await t.database.db.deleteFrom('user').where('id', '=', userId).execute();
    const left = await t.database.db.selectFrom('user_preferences').select('user_id').execute();
    expect(left).toEqual([]);

    await expect(
      t.database.db.insertInto('user_preferences').values({ user_id: newId(), updated_at: NOW }).execute(),
    ).rejects.toThrow(/foreign key/i);
  });
});
