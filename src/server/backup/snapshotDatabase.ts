import SqliteDatabase from 'better-sqlite3';
import { makePrivate } from '../privateFile';

/**
 * Copied pages per step after the first: all that remain. SQLite restarts an online backup when
 * another connection writes between two steps, so small steps under a steady stream of writes
 * could restart forever; one step holds a read transaction, which in WAL mode blocks no writer,
 * and copies the database as it was at one moment.
 */
const ALL_REMAINING_PAGES = 2 ** 30;

/**
 * Copies the SQLite database `source` into `target` (created owner-only) with SQLite's online
 * backup API, through a connection of its own: the server may keep writing meanwhile.
 */
export async function snapshotDatabase(source: string, target: string): Promise<void> {
  makePrivate(target, { create: true });
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(target, { progress: () => ALL_REMAINING_PAGES });
  } finally {
    database.close();
  }
}
