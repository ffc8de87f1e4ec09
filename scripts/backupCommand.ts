// What `npm run backup` and `npm run restore` share: their input and output, and the server's
// configuration as `npm start` reads it, for a SQLite server only.
import { ConfigError, loadConfig, type ServerConfig } from '../src/server/config';

/** What a command reads and writes: the real process's, or a test's. */
export interface BackupIo {
  args: string[];
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/**
 * The configuration of a SQLite server, or why the command cannot go on (said on stderr): the
 * environment does not make a configuration (`nothingDone` ends that sentence), or the server is
 * on PostgreSQL (`onPostgres` says what to do instead).
 */
export function sqliteConfig(io: BackupIo, nothingDone: string, onPostgres: string): ServerConfig | undefined {
  let config: ServerConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`${error.message}. ${nothingDone}\n`);
    return undefined;
  }
  if (config.databaseUrl === undefined) return config;
  io.stderr.write(`${onPostgres}\n`);
  return undefined;
}
