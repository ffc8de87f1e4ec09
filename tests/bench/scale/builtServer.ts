/**
 * The built server as production runs it (tests/helpers/builtServer.ts: a child process on a
 * throwaway DATA_DIR), and on PostgreSQL in a database of its own, made here and dropped by
 * stop(). With WORKERS=N the child is the cluster's primary and the workers are its children.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { startBuiltServer as startProcess } from '../../helpers/builtServer';
import { processTree } from './procStats';

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
  const database = options.postgresUrl === undefined ? undefined : await freshDatabase(options.postgresUrl);
  const server = await startProcess({
    env: {
      // Every process signs and checks tokens with the same key.
      SECRET: 'scale-bench-secret-scale-bench-secret',
      WORKERS: String(options.workers),
      DATABASE_URL: database?.url ?? '',
    },
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  const stop = async () => {
    running.delete(stop);
    await server.stop();
    await database?.drop();
  };
  running.add(stop);
  stopOnInterrupt();
  const { pid } = server;
  // The workers answer once forked; give the last of them a moment to appear.
  for (const deadline = Date.now() + 10_000; processTree(pid).length < options.workers + (options.workers > 1 ? 1 : 0) && Date.now() < deadline; ) await delay(200);
  return { baseUrl: server.baseUrl, pid, ...(database === undefined ? {} : { databaseName: database.name }), processes: () => processTree(pid), stop };
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
