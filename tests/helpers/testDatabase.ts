import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Dialect, type OpenedDatabase } from '../../src/server/db/database';

/** PostgreSQL runs when DATABASE_URL is set (as CI does); SQLite otherwise. */
export const postgresUrl: string | undefined = process.env.DATABASE_URL || undefined;
export const defaultDialect: Dialect = postgresUrl === undefined ? 'sqlite' : 'postgres';

export interface TestDatabase {
  database: OpenedDatabase;
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const database = openDatabase({ dataDir });
    return { database, dataDir, dispose: async () => { await database.close(); removeDir(); } };
  }
  if (postgresUrl === undefined) throw new Error('PostgreSQL tests need DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdmin(postgresUrl, `create schema ${schema}`);
  const database = openDatabase({ dataDir, databaseUrl: postgresUrl, searchPath: schema });
  return {
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      await runAdmin(postgresUrl, `drop schema if exists ${schema} cascade`);
      removeDir();
    },
  };
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
