import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE_NAME } from '../db/database';
import { SECRET_FILE_NAME } from '../secret';
import { serverVersion } from '../version';
import { backupFileName, partialNames, removeStalePartials } from './backupNames';
import { publishFile } from './durableFiles';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './manifest';
import { pruneBackups } from './pruneBackups';
import { snapshotDatabase } from './snapshotDatabase';
import { writeArchive } from './writeArchive';

export interface BackupJob {
  /** The server's DATA_DIR (SQLite). */
  dataDir: string;
  /** Where the backup goes; created (owner-only) when missing. */
  backupDir: string;
  /** Keep only this many backups, the oldest removed once the new one is complete; absent: all. */
  keep?: number;
  /** The moment that names the backup (tests move it). */
  now?: Date;
}

export interface BackupDone {
  file: string;
  bytes: number;
  /** Older backups removed for `keep`. */
  removed: string[];
}

/** A backup that cannot be made, with a message for the person who runs the server. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Writes one backup of the SQLite server in `dataDir`, which may be running: its database copied
 * with SQLite's online backup API, and the secret file when there is one, in one zip with a
 * manifest. Everything is written under partial names and the zip gets its final name only when
 * complete and flushed, so a process killed mid-way leaves no half backup under a final name and
 * the earlier backups untouched.
 */
export async function writeBackup(job: BackupJob): Promise<BackupDone> {
  const source = path.join(job.dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}: check DATA_DIR. Nothing was written.`);
  fs.mkdirSync(job.backupDir, { recursive: true, mode: 0o700 });
  removeStalePartials(job.backupDir);
  const now = job.now ?? new Date();
  const name = backupFileName(now);
  const file = path.join(job.backupDir, name);
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already (one backup a second at most); it was left as it is.`);
  const partial = partialNames(name);
  const [partialZip, partialDatabase] = [path.join(job.backupDir, partial.zip), path.join(job.backupDir, partial.database)];
  try {
    await snapshotDatabase(source, partialDatabase);
    const secretFile = path.join(job.dataDir, SECRET_FILE_NAME);
    const hasSecret = fs.existsSync(secretFile);
    const bytes = await writeArchive(
      partialZip,
      { [SQLITE_FILE_NAME]: partialDatabase, ...(hasSecret ? { [SECRET_FILE_NAME]: secretFile } : {}) },
      { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, appVersion: serverVersion, createdAt: now.toISOString(), secret: hasSecret ? 'file' : 'environment' },
    );
    publishFile(partialZip, file);
    const removed = job.keep === undefined ? [] : pruneBackups(job.backupDir, job.keep);
    return { file, bytes, removed };
  } finally {
    fs.rmSync(partialDatabase, { force: true });
    fs.rmSync(partialZip, { force: true });
  }
}
