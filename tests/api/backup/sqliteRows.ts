import { createHash } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';

/**
 * Helpers for the backup tests, which read and write SQLite files directly (as a second
 * connection beside the server's, the way a backup does).
 */
export type Rows = SqliteDatabase.Database;

export const openFile = (file: string, { create = false } = {}): Rows => {
  const database = new SqliteDatabase(file, { fileMustExist: !create });
  database.pragma('busy_timeout = 5000');
  return database;
};

/** The app's tables (not SQLite's, not the migrator's, not the notes search index's shadow tables). */
export function appTables(database: Rows): string[] {
  const rows = database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'note_search_%' order by name").all() as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/** A table's row count and a SHA-256 of all its rows (order-independent), optionally only rows `where`. */
export function tableChecksum(database: Rows, table: string, where = '1 = 1'): { rows: number; sha256: string } {
  const rows = database.prepare(`select * from "${table}" where ${where}`).raw().all() as unknown[][];
  const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value))).sort();
  return { rows: rows.length, sha256: createHash('sha256').update(lines.join('\n')).digest('hex') };
}

/** A 12-character id for test rows: a letter for who wrote it, and a number. */
export const rowId = (prefix: 's' | 'w', n: number) => `${prefix}${String(n).padStart(11, '0')}`;
