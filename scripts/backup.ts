// `npm run backup [-- FOLDER]`: for the person who runs the server. Writes one backup of the
// SQLite server (database and secret file) into FOLDER, else BACKUP_DIR, else ./backups, while the
// server keeps running; with BACKUP_KEEP set, the oldest beyond that many are removed afterwards.
// Reads the same environment as `npm start` (DATA_DIR, DATABASE_URL). On PostgreSQL it explains
// that pg_dump does this (README, "Backups").
//   npm run backup
//   DATA_DIR=/srv/lifelog/data npm run backup -- /mnt/usb/lifelog-backups
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BACKUP_DIR_INSIDE_DATA, isInsideDataDir } from '../src/server/backup/placement';
import { BackupError, writeBackup } from '../src/server/backup/writeBackup';
import { formatBytes } from '../src/server/errorReply';
import { sqliteConfig, type BackupIo } from './backupCommand';

const USAGE = 'Usage: npm run backup [-- FOLDER]';

/** Runs the command; the exit code (0 written, 1 refused, 2 wrong usage). */
export async function runBackup(io: BackupIo): Promise<number> {
  if (io.args.length > 1 || io.args.some((arg) => arg.startsWith('-'))) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = sqliteConfig(
    io,
    'Nothing was written.',
    'This server keeps its data in PostgreSQL (DATABASE_URL), which npm run backup cannot copy. Back it up with pg_dump -Fc and keep the SECRET with it: see "Backups" in the README.',
  );
  if (config === undefined) return 1;
  const backupDir = io.args[0] === undefined ? config.backupDir : path.resolve(io.args[0]);
  if (isInsideDataDir(backupDir, config.dataDir)) {
    io.stderr.write(`${BACKUP_DIR_INSIDE_DATA}. Nothing was written.\n`);
    return 1;
  }
  const started = performance.now();
  try {
    const done = await writeBackup({ dataDir: config.dataDir, backupDir, ...(config.backupKeep === undefined ? {} : { keep: config.backupKeep }) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.stdout.write(`Wrote ${done.file} (${formatBytes(done.bytes)}) in ${seconds} s.\n`);
    if (done.removed.length > 0) io.stdout.write(`Removed ${done.removed.length} older backup(s) to keep ${config.backupKeep}: ${done.removed.join(', ')}.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runBackup({ args: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}. Earlier backups are untouched.`);
      process.exit(1);
    });
}
