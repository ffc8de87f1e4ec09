// `npm run move-to-postgres`: for the person who runs the server, to move a SQLite server to
// PostgreSQL. Stop the server, create an empty PostgreSQL database, then run this with the
// server's DATA_DIR and the new database's DATABASE_URL. It copies every table (every user, their
// photos too; signed-in sessions stay behind, so people sign in again), checks each table's row
// count and checksum, and says what to set next. Nothing is changed in DATA_DIR.
//   DATA_DIR=./data DATABASE_URL=postgres://lifelog:secret@127.0.0.1:5432/lifelog npm run move-to-postgres
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config';
import { MoveRefusal } from '../src/server/move/moveRefusal';
import { moveToPostgres } from '../src/server/move/moveToPostgres';
import { describeTarget } from '../src/server/move/postgresTarget';
import { SECRET_FILE_NAME } from '../src/server/secret';
import type { BackupIo } from './backupCommand';

const USAGE = 'Usage: DATA_DIR=./data DATABASE_URL=postgres://… npm run move-to-postgres';

/** Runs the command; the exit code (0 moved, 1 refused, 2 wrong usage). */
export async function runMoveToPostgres(io: BackupIo): Promise<number> {
  if (io.args.length > 0) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`${error.message}. Nothing was moved.\n`);
    return 1;
  }
  if (config.databaseUrl === undefined) {
    io.stderr.write(`Set DATABASE_URL to the empty PostgreSQL database to move into. ${USAGE}\n`);
    return 2;
  }
  const started = Date.now();
  try {
    const tables = await moveToPostgres({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onTable: (table) => io.stdout.write(`  ${table.name}: ${table.rows} rows, checksum ${table.checksum.slice(0, 16)}\n`),
    });
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    io.stdout.write(`Moved ${rows} rows in ${tables.length} tables into ${describeTarget(config.databaseUrl)} in ${seconds} s; every table's row count and checksum match.\n`);
    io.stdout.write(nextSteps(config.dataDir, io.env.SECRET !== undefined && io.env.SECRET !== ''));
    return 0;
  } catch (error) {
    if (!(error instanceof MoveRefusal)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
}

/** What to set to start the server on PostgreSQL, with the secret that tokens and two-factor keys depend on. */
function nextSteps(dataDir: string, secretFromEnv: boolean): string {
  const secret = secretFromEnv
    ? 'Keep the same SECRET: it signs every token and locks the two-factor keys (with another, two-factor sign-ins fail).'
    : `Keep DATA_DIR=${dataDir}: its file ${path.join(dataDir, SECRET_FILE_NAME)} is the secret that signs every token and locks the two-factor keys (or set SECRET to its content).`;
  return [
    'Next, start the server on PostgreSQL, with the same DATABASE_URL as now:',
    `  DATABASE_URL=postgres://… ${secretFromEnv ? 'SECRET=… ' : `DATA_DIR=${dataDir} `}npm start`,
    secret,
    'Everyone signs in again (sessions were not moved).',
    `The SQLite file in ${dataDir} is unchanged: keep it until you are content, and do not start the old server on it again (its changes would not reach PostgreSQL).`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMoveToPostgres({ args: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(`The move failed: ${error instanceof Error ? error.message : String(error)}. The PostgreSQL database was left as it was.`);
      process.exit(1);
    });
}
