// Proves the migrations on SQLite and (with DATABASE_URL) PostgreSQL: they create the tables, a
// second run changes nothing, a database migrated by the release that shipped 0001/0002 migrates
// on, migrations of two areas run whichever landed first, and the schema enforces what accounts
// relies on (case-insensitive unique usernames, spec §9 preference defaults, preferences deleted
// with their user).
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../src/domain/preferences';
import * as m0001Users from '../../src/server/areas/accounts/migrations/0001_users';
import * as m0002Auth from '../../src/server/areas/accounts/migrations/0002_auth';
import type { Dialect } from '../../src/server/db/database';
import { appMigrations, migrateAppToLatest } from '../../src/server/composition';
import { migrateToLatest } from '../../src/server/db/migrate';
import { newId } from '../../src/server/ids';
import { openTestDatabase, postgresUrl, type TestDatabase } from '../helpers/testDatabase';

const NOW = '2026-11-21T16:53:00.000Z';

const dialects: Array<{ dialect: Dialect; enabled: boolean }> = [
  { dialect: 'sqlite', enabled: true },
  { dialect: 'postgres', enabled: postgresUrl !== undefined },
];

/** A migration that creates one table, named like an area's. */
const creates = (table: string): Migration => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations take Kysely<any>
  up: async (db: Kysely<any>) => {
    await db.schema.createTable(table).addColumn('id', 'text', (col) => col.primaryKey()).execute();
  },
});

describe.each(dialects)('migrations on $dialect', ({ dialect, enabled }) => {
  let t: TestDatabase;

  beforeEach(async (context) => {
    if (!enabled) context.skip();
    t = await openTestDatabase(dialect);
  });
  afterEach(async () => {
    if (enabled) await t.dispose();
  });

  const addUser = (username: string, id = newId()) =>
    t.database.db
      .insertInto('user')
      .values({ id, username, username_key: username.toLowerCase(), password_hash: 'hash', created_at: NOW, updated_at: NOW })
      .execute()
      .then(() => id);

  it('creates the tables, and a second run is a no-op', async () => {
    const first = await migrateAppToLatest(t.database);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(
      // The migrator runs them in name order, whichever area each belongs to.
      Object.keys(appMigrations())
        .sort()
        .map((name) => [name, 'Success']),
    );
    const second = await migrateAppToLatest(t.database);
    expect(second).toEqual([]);

    // Queried through the connection, so on PostgreSQL this is this test's own schema.
    await expect(t.database.db.selectFrom('user').select('id').execute()).resolves.toEqual([]);
    await expect(t.database.db.selectFrom('user_preferences').select('user_id').execute()).resolves.toEqual([]);
  });

  it('keeps usernames unique ignoring case', async () => {
    await migrateAppToLatest(t.database);
    await addUser('Alice');
    await expect(addUser('alice')).rejects.toThrow(/unique/i);
  });

  it('refuses an id that is not 12 characters', async () => {
    await migrateAppToLatest(t.database);
    await expect(addUser('bob', 'short')).rejects.toThrow(/check/i);
  });

  it('fills preferences with the spec defaults', async () => {
    await migrateAppToLatest(t.database);
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
    await migrateAppToLatest(t.database);
    const userId = await addUser('dave');
    await t.database.db.insertInto('user_preferences').values({ user_id: userId, updated_at: NOW }).execute();
    await t.database.db.deleteFrom('user').where('id', '=', userId).execute();
    const left = await t.database.db.selectFrom('user_preferences').select('user_id').execute();
    expect(left).toEqual([]);

    await expect(
      t.database.db.insertInto('user_preferences').values({ user_id: newId(), updated_at: NOW }).execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('migrates a database that the release with only 0001_users and 0002_auth migrated, keeping its data', async () => {
    // That release ran Kysely's Migrator with exactly these two, in order (no unordered option).
    const shipped = new Migrator({
      db: t.database.db,
      provider: { getMigrations: async () => ({ '0001_users': m0001Users, '0002_auth': m0002Auth }) },
      ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(t.database.db) } : {}),
    });
    const { error } = await shipped.migrateToLatest();
    expect(error).toBeUndefined();
    const userId = await addUser('erin');

    const results = await migrateAppToLatest(t.database);
    expect(results.every((result) => result.status === 'Success')).toBe(true);
    expect(results.map((result) => result.migrationName)).toEqual(
      Object.keys(appMigrations())
        .filter((name) => !['0001_users', '0002_auth'].includes(name))
        .sort(),
    );
    const users = await t.database.db.selectFrom('user').select('id').execute();
    expect(users).toEqual([{ id: userId }]);
  });

  it('runs an area migration that lands after a later-named one already ran', async () => {
    const base = appMigrations();
    // A wishlist area landed first; another, whose migration is named earlier, is merged afterwards.
    await migrateToLatest(t.database, { ...base, '20261201T0900_wishlists': creates('wishlist_fixture') });
    const results = await migrateToLatest(t.database, {
      ...base,
      '20261125T1000_time_entries': creates('time_entry_fixture'),
      '20261201T0900_wishlists': creates('wishlist_fixture'),
    });
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([['20261125T1000_time_entries', 'Success']]);
    await expect(sql`select id from time_entry_fixture`.execute(t.database.db)).resolves.toMatchObject({ rows: [] });
  });
});

async function currentSchema(db: TestDatabase['database']['db']): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
