import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/database';
import { MoveRefusal } from './moveRefusal';

/** How long to wait for a server that is just stopping to let go of the file, in ms. */
export const STOPPING_SERVER_WAIT_MS = 2000;

/**
 * The stopped SQLite server's database, opened for the move and held exclusively until closed.
 *
 * Whether a server still runs is told by SQLite's own locks: in exclusive locking mode a write
 * transaction on a WAL database needs every other connection gone (each holds a shared lock on
 * the -shm file for as long as it is open, idle or not), so it fails while any process has the file
 * open, and succeeds after a server that crashed (SQLite recovers the WAL it left). A -wal or -shm
 * file alone proves nothing (a killed server leaves them), and a process id can be stale or
 * reused. Holding the lock also keeps a server that is started during the move from opening it.
 * It relies on POSIX file locks, so the data folder must be on a local file system, not NFS.
 */
export function openSqliteSource(dataDir: string, waitMs = STOPPING_SERVER_WAIT_MS): SqliteDatabase.Database {
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(file)) throw new MoveRefusal(`There is no SQLite database at ${file} (set DATA_DIR to the folder of the server to move). Nothing was moved.`);
  const database = new SqliteDatabase(file, { fileMustExist: true, timeout: waitMs });
  try {
    database.pragma('locking_mode = exclusive');
    database.exec('begin exclusive');
  } catch (error) {
    database.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new MoveRefusal(`The server using ${file} is still running: stop it first (the move copies a stopped server). Nothing was moved.`);
    }
    throw new MoveRefusal(`${file} cannot be opened as a SQLite database: ${(error as Error).message}. Nothing was moved.`);
  }
  // A damaged file would be copied as it reads (or fail half way): refuse it whole instead.
  let check: unknown;
  try {
    check = database.pragma('quick_check', { simple: true });
  } catch (error) {
    check = (error as Error).message;
  }
  if (check !== 'ok') {
    database.close();
    throw new MoveRefusal(`${file} is damaged (SQLite's check says: ${String(check)}); restore a backup first. Nothing was moved.`);
  }
  return database;
}

/** The names of the migrations the source has run; refuses a file that is not a Lifelog database. */
export function sourceMigrations(database: SqliteDatabase.Database): string[] {
  const bookkeeping = database.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
  if (bookkeeping === undefined) throw new MoveRefusal('The SQLite database has no migrations recorded: it is not a Lifelog database, or its server never started. Nothing was moved.');
  return (database.prepare('select name from kysely_migration').all() as Array<{ name: string }>).map((row) => row.name);
}

/** Every table of the source with its column names (SQLite's own tables left out). */
export function sourceTables(database: SqliteDatabase.Database): Map<string, string[]> {
  const rows = database.prepare(`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`).all() as Array<{ name: string; sql: string | null }>;
  const tables = new Map<string, string[]>();
  for (const { name } of rows) {
    tables.set(name, (database.prepare('select name from pragma_table_info(?)').all(name) as Array<{ name: string }>).map((column) => column.name));
  }
  return tables;
}

/**
 * The tables SQLite's full-text search keeps behind each virtual table (`<name>_data`, `_idx`…):
 * an index of the text the virtual table shows, which PostgreSQL keeps its own way.
 */
export function fullTextShadowTables(database: SqliteDatabase.Database): Set<string> {
  const virtual = database.prepare(`select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`).all() as Array<{ name: string }>;
  return new Set(virtual.flatMap(({ name }) => ['config', 'content', 'data', 'docsize', 'idx'].map((suffix) => `${name}_${suffix}`)));
}
