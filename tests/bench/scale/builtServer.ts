/**
 * The built server as production runs it (`node dist/server/server.mjs`, NODE_ENV=production,
 * LOG_LEVEL=warn), in a child process on a throwaway DATA_DIR, and on PostgreSQL in a database of
 * its own, made here and dropped by stop(). With WORKERS=N the child is the cluster's primary and
 * the workers are its children.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { processTree } from './procStats';

const root = path.resolve(import.meta.dirname, '../../..');

export interface BuiltServerOptions {
  /** Absent: SQLite in DATA_DIR. */
  postgresUrl?: string;
  workers: number;
}

export interface BuiltServer {
  baseUrl: string;
  /** The child's pid: the only process, or the cluster's primary. */
  pid: number;
  /** The fresh PostgreSQL database's name. */
  databaseName?: string;
  /** The app's processes now: the child and every process below it. */
  processes: () => number[];
  stop: () => Promise<void>;
}

export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-scale-'));
  const database = options.postgresUrl === undefined ? undefined : await freshDatabase(options.postgresUrl);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Every process signs and checks tokens with the same key.
      SECRET: 'scale-bench-secret-scale-bench-secret',
      // Each bench user comes from an address of its own (X-Forwarded-For), as people do.
      TRUST_PROXY: 'true',
      WORKERS: String(options.workers),
      DATABASE_URL: database?.url ?? '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, delay(15_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  running.add(stop);
  stopOnInterrupt();
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await untilReady(baseUrl, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`the built server did not start: ${(error as Error).message}\n${errors}`, { cause: error });
  }
  const pid = child.pid ?? 0;
  // The workers answer once forked; give the last of them a moment to appear.
  for (const deadline = Date.now() + 10_000; processTree(pid).length < options.workers + (options.workers > 1 ? 1 : 0) && Date.now() < deadline; ) await delay(200);
  return { baseUrl, pid, ...(database === undefined ? {} : { databaseName: database.name }), processes: () => processTree(pid), stop };
}

/** PostgreSQL is not there: a setup problem to say in one line, not a failure of the bench. */
export class PostgresUnavailable extends Error {
  override name = 'PostgresUnavailable';
}

/** Servers started and not yet stopped: Ctrl+C stops them too, so no database is left behind. */
const running = new Set<() => Promise<void>>();
let interruptHandled = false;

function stopOnInterrupt(): void {
  if (interruptHandled) return;
  interruptHandled = true;
  process.once('SIGINT', () => {
    console.error('\nInterrupted: stopping the server and dropping its database.');
    void Promise.allSettled([...running].map((stop) => stop())).then(() => process.exit(130));
  });
}

/** Throws a message a person can act on when PostgreSQL does not answer at `adminUrl`. */
export async function checkPostgres(adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, 'select 1');
}

/** /api/health/ready answers 200 once the database answers and every migration has run. */
async function untilReady(baseUrl: string, gone: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 120_000; ; ) {
    if (gone()) throw new Error('the process exited');
    const ready = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} was not ready within 2 minutes`);
    await delay(200);
  }
}

/** A new, empty database beside the one at `adminUrl`, dropped again by drop(). */
async function freshDatabase(adminUrl: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `lifelog_scale_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new PostgresUnavailable(`PostgreSQL does not answer at ${new URL(adminUrl).host} (${(error as Error).message}): start it (pg_ctlcluster 15 main start) or set DATABASE_URL`, { cause: error });
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
