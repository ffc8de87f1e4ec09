// Proves `npm run move-to-postgres`'s mover (issue 28): a SQLite server holding every area's data
// for two users is copied into an empty PostgreSQL schema, every table with the same row count,
// and an app on the target answers the owner's reads as the SQLite one did (the whole-account
// export byte for byte, apart from its time; a note search). The refusals leave the target as it
// was. Runs only on PostgreSQL (DATABASE_URL set, as the CI's PostgreSQL run does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/composition';
import { openDatabase, type OpenedDatabase } from '../../../src/server/db/database';
import { MoveRefusal } from '../../../src/server/move/moveRefusal';
import { moveToPostgres, type MovedTable } from '../../../src/server/move/moveToPostgres';
import { logIn, signUp, type SignedUp } from '../../helpers/auth';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/testApp';
import { createPostgresSchema, postgresUrl } from '../../helpers/testDatabase';
import { download, text, unzip, type Files } from '../accountData/accountDataApi';
import { seedEveryArea } from '../accountData/seedAccount';
import { callOperation, dataOf } from '../contractClient';

/** Each file of an export, the manifest without the moment it was made. */
function comparable(files: Files): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) {
    out[name] = name === 'manifest.json' ? JSON.stringify({ ...(JSON.parse(text(bytes)) as object), exportedAt: undefined }) : Buffer.from(bytes).toString('base64');
  }
  return out;
}

async function rowCount(db: OpenedDatabase<Database>['db'], table: string): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.count);
}

describe.skipIf(postgresUrl === undefined)('moving a SQLite server to PostgreSQL', () => {
  let source: TestApp;
  let target: { databaseUrl: string; schema: string; drop: () => Promise<void> };
  let targetUrl: string;
  let owner: SignedUp;
  let stranger: SignedUp;
  let exportedOnSqlite: Files;
  let moved: MovedTable[];
  let moved2: { database: OpenedDatabase<Database>; app: FastifyInstance; dataDir: string };

  beforeAll(async () => {
    source = await createTestApp({ dialect: 'sqlite' });
    [owner, stranger] = [await signUp(source.app, 'ottilia'), await signUp(source.app, 'stranger')];
    await seedEveryArea(source.app, owner, 'Work');
    await seedEveryArea(source.app, stranger, 'Stranger things');
    exportedOnSqlite = unzip(await download(source.app, owner));
    // The server stops: its connection closes, the file stays.
    await source.app.close();
    await source.database.close();
    target = await createPostgresSchema();
    const url = new URL(target.databaseUrl);
    url.searchParams.set('options', `-c search_path=${target.schema}`);
    targetUrl = url.toString();
  });
  afterAll(async () => {
    await moved2?.app.close();
    await moved2?.database.close();
    if (moved2 !== undefined) fs.rmSync(moved2.dataDir, { recursive: true, force: true });
    await target?.drop();
    if (source !== undefined) fs.rmSync(source.dataDir, { recursive: true, force: true });
  });

  const move = () => moveToPostgres({ dataDir: source.dataDir, databaseUrl: targetUrl, waitForStopMs: 50 });
  const tablesInTarget = async () => {
    const admin = openDatabase({ dataDir: os.tmpdir(), databaseUrl: target.databaseUrl, searchPath: target.schema });
    try {
      const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${target.schema}`.execute(admin.db);
      return rows.map((row) => row.name);
    } finally {
      await admin.close();
    }
  };

  it('refuses a missing source and a target that does not answer', async () => {
    await expect(moveToPostgres({ dataDir: path.join(source.dataDir, 'nowhere'), databaseUrl: targetUrl })).rejects.toThrow(/There is no SQLite database at .*nowhere/);
    await expect(moveToPostgres({ dataDir: source.dataDir, databaseUrl: 'postgres://lifelog:lifelog@127.0.0.1:1/lifelog' })).rejects.toThrow(
      /^PostgreSQL at 127\.0\.0\.1:1\/lifelog does not answer: .*Nothing was moved\.$/,
    );
  });

  it('refuses while the SQLite server still runs, and a database of a newer or older version, leaving the target empty', async () => {
    const running = openDatabase<Database>({ dataDir: source.dataDir });
    try {
      await sql`select count(*) from user`.execute(running.db);
      await expect(move()).rejects.toThrow(/still running: stop it first/);
      await sql`insert into kysely_migration (name, timestamp) values ('29991231T2359_from_the_future', '2999-12-31T23:59:00.000Z')`.execute(running.db);
    } finally {
      await running.close();
    }
    await expect(move()).rejects.toThrow(/newer version of Lifelog \(it ran 29991231T2359_from_the_future\)/);
    const older = openDatabase<Database>({ dataDir: source.dataDir });
    await sql`delete from kysely_migration where name = '29991231T2359_from_the_future'`.execute(older.db);
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(older.db);
    await sql`delete from kysely_migration where name = ${rows[0]!.name}`.execute(older.db);
    await older.close();
    await expect(move()).rejects.toThrow(/not at this version's schema \(1 migration\(s\) not run, e\.g\. .+\): start the old server once with this version/);
    const again = openDatabase<Database>({ dataDir: source.dataDir });
    await sql`insert into kysely_migration (name, timestamp) values (${rows[0]!.name}, ${rows[0]!.timestamp})`.execute(again.db);
    await again.close();
    expect(await tablesInTarget()).toEqual([]);
  });

  it('refuses a value PostgreSQL cannot hold, naming the table and column, and rolls back what it had copied', async () => {
    const file = openDatabase<Database>({ dataDir: source.dataDir });
    await sql`insert into rate_limit (key, window_start, count) values (${'login:\u0000'}, '2026-11-28T08:00:00.000Z', 1)`.execute(file.db);
    await file.close();
    const refusal = await move().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MoveRefusal);
    expect((refusal as Error).message).toMatch(/rate_limit\.key \(row \d+\) holds a NUL character/);
    expect(await tablesInTarget()).toEqual([]);
    const again = openDatabase<Database>({ dataDir: source.dataDir });
    await sql`delete from rate_limit where key = ${'login:\u0000'}`.execute(again.db);
    await again.close();
  });

  it('copies every table with the same rows, except signed-in sessions', async () => {
    moved = await move();
    const sqlite = openDatabase<Database>({ dataDir: source.dataDir });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-moved-'));
    const database = openDatabase<Database>({ dataDir, databaseUrl: target.databaseUrl, searchPath: target.schema });
    moved2 = { database, dataDir, app: await buildTestApp(database, dataDir) };
    try {
      const names = moved.map((table) => table.name);
      expect(names).not.toContain('session');
      expect(names).not.toContain('refresh_token');
      // Parents before children: the foreign keys held while copying.
      expect(names.indexOf('user')).toBeLessThan(names.indexOf('time_group'));
      expect(names.indexOf('time_stamp')).toBeLessThan(names.indexOf('heartbeat_stamp'));
      for (const table of ['user', 'time_stamp', 'heartbeat', 'password_entry', 'note', 'note_answer', 'note_search', 'image_rendition', 'recipe', 'shopping_item', 'storage_item', 'drink', 'item', 'counter_event', 'share', 'device', 'kysely_migration']) {
        const expected = await rowCount(sqlite.db, table);
        expect(expected, table).toBeGreaterThan(0);
        expect(moved.find((entry) => entry.name === table)?.rows, table).toBe(expected);
        expect(await rowCount(database.db, table), table).toBe(expected);
      }
      expect(await rowCount(database.db, 'session')).toBe(0);
    } finally {
      await sqlite.close();
    }
  });

  it('answers the owner on PostgreSQL as on SQLite: the same export, a note search, and not the other user', async () => {
    const app = moved2.app;
    const again = await logIn(app, 'ottilia');
    expect(comparable(unzip(await download(app, again)))).toEqual(comparable(exportedOnSqlite));
    const found = dataOf(await callOperation(app, 'getNotes', { token: again.access.token, query: { search: 'bread' } })) as { results: Array<{ note: { _id: string }; snippet: string }> };
    expect(found.results.map((hit) => hit.snippet)).toEqual([expect.stringContaining('bread')]);
    const strangerAgain = await logIn(app, 'stranger');
    expect(strangerAgain._id).toBe(stranger._id);
    const theirs = await callOperation(app, 'getNotes', { token: strangerAgain.access.token, query: { noteId: found.results[0]!.note._id } });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a target that is no longer empty', async () => {
    await expect(move()).rejects.toThrow(/not empty: a Lifelog server has already run on it \(\d+ migrations recorded\)/);
  });
});
