import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

/** Where the journeys find PostgreSQL: CI starts it there (.ci/run); a developer may point elsewhere. */
const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://lifelog:lifelog@127.0.0.1:5432/lifelog';

export interface OtherServer {
  baseUrl: string;
  database: 'postgresql' | 'sqlite';
  stop: () => Promise<void>;
}

/**
 * A second instance of the built app (the one globalSetup's `npm start` built), on the other
 * database: PostgreSQL in a database of its own, made here and dropped by `stop`, for journeys that
 * take data from one server to another. Without PostgreSQL it runs on SQLite, except in CI, which
 * always has it.
 */
export async function startOtherServer(): Promise<OtherServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lifelog-e2e-other-'));
  const database = await freshPostgresDatabase();
  if (!database && process.env.CI) throw new Error(`PostgreSQL does not answer at ${postgresUrl}: CI runs this journey across databases`);
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...(database ? { DATABASE_URL: database.url } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the second server did not start: ${errors.slice(-2000)}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, database: database ? 'postgresql' : 'sqlite', stop };
}

/** A new, empty database beside the one at `postgresUrl`, or null when PostgreSQL does not answer. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `lifelog_e2e_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    },
  };
}
