// Proves the README's PostgreSQL backup: `pg_dump -Fc` of the app's tables and `pg_restore` into a
// fresh database give the same tables with the same row counts and contents. Runs only on
// PostgreSQL (DATABASE_URL set, as the CI's PostgreSQL run does); the dump is limited to this
// test's schema, since the test database holds other workers' schemas too.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAppToLatest } from '../../../src/server/composition';
import { openDatabase, type OpenedDatabase } from '../../../src/server/db/database';
import { createPostgresSchema, postgresUrl } from '../../helpers/testDatabase';

const run = promisify(execFile);
const AT = '2026-11-28T08:00:00.000Z';

describe.skipIf(postgresUrl === undefined)('pg_dump and pg_restore (PostgreSQL)', () => {
  let source: { databaseUrl: string; schema: string; drop: () => Promise<void> };
  let database: OpenedDatabase;
  let dir: string;
  const restoredName = `lifelog_restored_${randomBytes(4).toString('hex')}`;
  const restoredUrl = () => Object.assign(new URL(postgresUrl!), { pathname: `/${restoredName}` }).toString();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-pgdump-'));
    source = await createPostgresSchema();
    database = openDatabase({ dataDir: dir, databaseUrl: source.databaseUrl, searchPath: source.schema });
    await migrateAppToLatest(database);
    await seed(database);
    await admin(`create database ${restoredName}`);
  });
  afterAll(async () => {
    await database.close();
    await source.drop();
    await admin(`drop database if exists ${restoredName} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores every table with the same rows', async () => {
    const dump = path.join(dir, 'lifelog.dump');
    await run('pg_dump', ['-Fc', `--schema=${source.schema}`, '--no-owner', '-f', dump, source.databaseUrl]);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', restoredUrl(), dump]);

    const before = await tableContents(source.databaseUrl, source.schema);
    const after = await tableContents(restoredUrl(), source.schema);
    expect(Object.keys(before)).toContain('time_stamp');
    expect(before.time_stamp!.rows).toBe(50);
    expect(after).toEqual(before);
  });
});

async function seed(database: OpenedDatabase): Promise<void> {
  const db = database.db;
  await sql`insert into "user" (id, username, username_key, password_hash, created_at, updated_at) values ('u0000000000a', 'dumped', 'dumped', 'x', ${AT}, ${AT})`.execute(db);
  await sql`insert into time_group values ('g0000000000a', 'u0000000000a', 'Work', ${AT}, ${AT})`.execute(db);
  await sql`insert into sub_group values ('b0000000000a', 'u0000000000a', 'g0000000000a', 'Backups', 'backups', ${AT}, ${AT})`.execute(db);
  for (let n = 0; n < 50; n++) {
    await sql`insert into time_stamp values (${`s${String(n).padStart(11, '0')}`}, 'u0000000000a', 'g0000000000a', 'b0000000000a', ${AT}, ${AT}, ${n}, '2026-11-28', 'UTC', ${AT}, ${AT})`.execute(db);
  }
}

/** Each table of the schema: its row count and an MD5 of all its rows in a fixed order. */
async function tableContents(url: string, schema: string): Promise<Record<string, { rows: number; md5: string | null }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1`,
      [schema],
    );
    const contents: Record<string, { rows: number; md5: string | null }> = {};
    for (const { name } of tables) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ rows: string; md5: string | null }>(`select count(*) as rows, md5(string_agg(t::text, ',' order by t::text)) as md5 from ${table} t`);
      contents[name] = { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 };
    }
    return contents;
  } finally {
    await client.end();
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
