// `npm run restore -- FILE`: for the person who runs the server. Brings a backup made by
// `npm run backup` (or the scheduled backups) back into DATA_DIR, which must be empty or missing,
// after checking every file against the backup's manifest and the database with SQLite's
// integrity check. Reads the same environment as `npm start`. Run it with the server stopped,
// then start the server.
//   DATA_DIR=./data-restored npm run restore -- backups/lifelog-backup-2026-11-28T07-59-00Z.zip
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RestoreRefusal, restoreBackup } from '../src/server/backup/restoreBackup';
import { sqliteConfig, type BackupIo } from './backupCommand';

const USAGE = 'Usage: npm run restore -- FILE';

/** Runs the command; the exit code (0 restored, 1 refused, 2 wrong usage). */
export async function runRestore(io: BackupIo): Promise<number> {
  if (io.args.length !== 1 || io.args[0]!.startsWith('-')) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = sqliteConfig(
    io,
    'Nothing was restored.',
    'This server keeps its data in PostgreSQL (DATABASE_URL): restore a pg_dump file with pg_restore instead, see "Backups" in the README. Nothing was restored.',
  );
  if (config === undefined) return 1;
  try {
    const manifest = await restoreBackup(path.resolve(io.args[0]!), config.dataDir);
    io.stdout.write(`Restored the backup of ${manifest.createdAt} (Lifelog ${manifest.appVersion}) into ${config.dataDir}. Start the server with npm start.\n`);
    if (manifest.secret === 'environment') {
      io.stdout.write('That server took its secret from SECRET, which a backup does not hold: start this one with the same SECRET, or everyone must sign in again.\n');
    }
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusal)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runRestore({ args: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
