import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { makePrivate } from '../privateFile';
import { withRequestTransactions, type RequestTransactions } from './requestTransactions';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseConfig {
  /** postgres://… → PostgreSQL; absent → SQLite file in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests use one fresh schema per file). */
  searchPath?: string;
  /** PostgreSQL only: connections this process keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL only: told of an idle connection the server dropped (a restart); the pool replaces it. */
  onConnectionLost?: (error: Error) => void;
}

/** Connections per process when DATABASE_POOL_SIZE does not say (see docs/decisions.md, issue 28). */
export const DEFAULT_POOL_SIZE = 10;
/** How long a request waits for a connection (or PostgreSQL to accept one) before its 503. */
const CONNECT_TIMEOUT_MS = 5000;

// Whoever opens the database may say what it holds (tests: every area's tables); the migrator and
// the app take it whatever its tables, and each area reaches it typed as its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyTables = any;

export interface OpenedDatabase<Tables = AnyTables> {
  db: Kysely<Tables>;
  dialect: Dialect;
  close: () => Promise<void>;
  /** PostgreSQL only: a request's queries in one transaction of its own (see requestTransactions.ts). */
  requestTransactions?: RequestTransactions;
}

export const SQLITE_FILE_NAME = 'lifelog.sqlite';

/** How long a SQLite writer waits for another's lock before failing, in ms. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Opens the database the config names; the caller runs migrations and closes it. */
export function openDatabase<Tables = AnyTables>(config: DatabaseConfig): OpenedDatabase<Tables> {
  const { db, requestTransactions } = config.databaseUrl === undefined ? { db: openSqlite<Tables>(config.dataDir), requestTransactions: undefined } : openPostgres<Tables>(config.databaseUrl, config);
  // Closing twice is harmless (a shutdown signal may race a failing start); pg's pool would throw.
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: config.databaseUrl === undefined ? 'sqlite' : 'postgres',
    close: () => (closing ??= db.destroy()),
    ...(requestTransactions === undefined ? {} : { requestTransactions }),
  };
}

function openSqlite<Tables>(dataDir: string): Kysely<Tables> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  // Created owner-only before SQLite opens it; SQLite gives the -wal and -shm files the main
  // file's mode, and any left from before are tightened below.
  makePrivate(file, { create: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers run while one writer writes; NORMAL sync is safe with WAL (no corruption,
  // at worst the last commit before a power cut is lost).
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  // SQLite ignores foreign keys (and ON DELETE CASCADE) unless asked, per connection.
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  for (const suffix of ['-wal', '-shm']) makePrivate(`${file}${suffix}`);
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
}

/** `pg` is loaded only for PostgreSQL: the default SQLite install never pays its start-up and memory. */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof import('pg');

function openPostgres<Tables>(
  connectionString: string,
  { searchPath, poolSize = DEFAULT_POOL_SIZE, onConnectionLost }: DatabaseConfig,
): { db: Kysely<Tables>; requestTransactions: RequestTransactions } {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`Invalid PostgreSQL schema name: ${searchPath}`);
  }
  const pool = new (loadPg().Pool)({
    connectionString,
    max: poolSize,
    // A stopped or unreachable database answers a request with a 503 in seconds, never a hang.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose database vanished without a word (a network cut) is found out.
    keepAlive: true,
    ...(searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
  });
  // A connection closed by the server (PostgreSQL restarting) is an 'error' event: of the pool
  // while idle, of the client while a request holds it between queries. Unheard, Node ends the
  // process. The query under way fails on its own (a 503); the pool then drops that client and
  // connects anew when asked.
  pool.on('error', (error) => onConnectionLost?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onConnectionLost?.(error)));
  const { dialect, transactions } = withRequestTransactions(new PostgresDialect({ pool }));
  return { db: new Kysely<Tables>({ dialect }), requestTransactions: transactions };
}
