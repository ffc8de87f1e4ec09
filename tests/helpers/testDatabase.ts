import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateAppToLatest, type AppDatabase, type Database } from '../../src/server/composition';
import { openDatabase, type Dialect } from '../../src/server/db/database';

/** PostgreSQL runs when DATABASE_URL is set (as CI does); SQLite otherwise. */
export const postgresUrl: string | undefined = process.env.DATABASE_URL || undefined;
export const defaultDialect: Dialect = postgresUrl === undefined ? 'sqlite' : 'postgres';

export interface TestDatabase {
  database: AppDatabase;
  /** A fresh temporary directory (the SQLite file lives here). */
  dataDir: string;
  /** Closes the database and removes everything it created. */
  dispose: () => Promise<void>;
}

/**
 * A fresh, empty (unmigrated) database: a new SQLite file in a temp dir, or a new PostgreSQL
 * schema reached through the pool's search_path, dropped again by dispose().
 */
export async function openTestDatabase(dialect: Dialect = defaultDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-test-'));
    const database = openDatabase<Database>({ dataDir });
    return { database, dataDir, dispose: async () => { await database.close(); fs.rmSync(dataDir, { recursive: true, force: true }); } };
  }
  return openPostgresTestDatabase();
}

/** A new PostgreSQL schema of this worker's database, made by `fill` (empty without), dropped by dispose(). */
async function openPostgresTestDatabase(fill?: (schema: string) => string): Promise<TestDatabase> {
  if (postgresUrl === undefined) throw new Error('PostgreSQL tests need DATABASE_URL');
  const { databaseUrl, schema, drop } = await createPostgresSchema(fill);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-test-'));
  const database = openDatabase<Database>({ dataDir, databaseUrl, searchPath: schema });
  return {
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database with every migration applied. On PostgreSQL the new schema replays, in one
 * round trip, what the migrations made in a schema migrated once per worker: running them took
 * about 1.4 s per test app, a quarter of the server suites' time on PostgreSQL.
 */
export async function openMigratedTestDatabase(dialect: Dialect = defaultDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const opened = await openTestDatabase('sqlite');
    await migrateAppToLatest(opened.database).catch(async (error: unknown) => {
      await opened.dispose();
      throw error;
    });
    return opened;
  }
  const template = await migratedTemplate(await workerDatabaseUrl());
  const opened = await openPostgresTestDatabase((schema) => template.replaceAll(`${TEMPLATE_MARK}.`, `${schema}.`));
  // Kysely connects on the first query, and closing before it leaves the database usable: a test
  // that closes it to see the app without one would still find it answering.
  await sql`select 1`.execute(opened.database.db);
  return opened;
}

/** Stands for the template schema's name in its dump; no table or value holds it. */
const TEMPLATE_MARK = 'lifelog_migrated_template';
let templateSql: Promise<string> | undefined;

/**
 * The statements that make a migrated schema (tables, indexes, constraints, the migrator's own
 * rows), as pg_dump writes them with every name qualified by TEMPLATE_MARK. Made once per worker
 * in a schema of a random name (another run may share the worker's database), dropped after.
 */
function migratedTemplate(databaseUrl: string): Promise<string> {
  templateSql ??= (async () => {
    const { schema, drop } = await createPostgresSchema();
    try {
      const database = openDatabase<Database>({ dataDir: os.tmpdir(), databaseUrl, searchPath: schema });
      try {
        await migrateAppToLatest(database);
      } finally {
        await database.close();
      }
      const dump = await new Promise<string>((resolve, reject) =>
        execFile('pg_dump', [`--schema=${schema}`, '--no-owner', '--no-privileges', '--inserts', `--dbname=${databaseUrl}`], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
          error === null ? resolve(stdout) : reject(error),
        ),
      );
      // Session settings, psql's own commands and the schema's creation are left out: the
      // statements run on a connection of their own, into a schema made just before.
      const statements = dump
        .split('\n')
        .filter((line) => !/^(SET |SELECT pg_catalog\.set_config|CREATE SCHEMA |\\|--)/.test(line))
        .join('\n');
      return statements.replaceAll(`${schema}.`, `${TEMPLATE_MARK}.`);
    } finally {
      await drop();
    }
  })();
  return templateSql;
}

/**
 * A new PostgreSQL schema with a random name in this worker's database, empty or made by the
 * statements `fill` gives for its name (run with its creation, in one round trip), and a way to
 * drop it with all it holds.
 */
export async function createPostgresSchema(fill?: (schema: string) => string): Promise<{ databaseUrl: string; schema: string; drop: () => Promise<void> }> {
  const databaseUrl = await workerDatabaseUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdmin(databaseUrl, `create schema ${schema};\n${fill?.(schema) ?? ''}`);
  return { databaseUrl, schema, drop: () => runAdmin(databaseUrl, `drop schema if exists ${schema} cascade`) };
}

let workerDatabase: Promise<string> | undefined;

/**
 * DATABASE_URL's database with the Vitest worker's number appended, created on first use. Test
 * files run side by side, and Kysely's migrator reads the catalogue of every schema in its
 * database: a schema that another worker dropped meanwhile failed it ("schema … does not exist").
 * One database per worker keeps each worker's schemas out of the others' sight.
 */
function workerDatabaseUrl(): Promise<string> {
  if (postgresUrl === undefined) throw new Error('PostgreSQL tests need DATABASE_URL');
  const base = postgresUrl;
  workerDatabase ??= (async () => {
    const url = new URL(base);
    const name = `${url.pathname.slice(1)}_worker_${process.env.VITEST_POOL_ID ?? '0'}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusable database name for tests: ${name}`);
    try {
      await runAdmin(base, `create database ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // it exists already
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

async function runAdmin(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
