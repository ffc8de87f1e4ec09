import cluster from 'node:cluster';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { runPrimary } from './processes/primary';
import { processLog } from './processes/processLog';
import { serveOne } from './processes/serveOne';
import { resolveSecret } from './secret';

/**
 * Reads the config and serves: in this one process, or with WORKERS=N on PostgreSQL in N
 * processes started by this one (see processes/primary.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = processLog(config.logLevel);
  if (cluster.isWorker) {
    // The primary made the data dir and the secret, and migrated the database.
    await serveOne(config, resolveSecret(config.dataDir, config.secret), log, { migrate: false });
    return;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Before any worker starts: the processes must share one secret, generated or given.
  const secret = resolveSecret(config.dataDir, config.secret);
  if (config.workers > 1 && config.databaseUrl === undefined) {
    log.warn({ workers: config.workers }, 'WORKERS is ignored on SQLite: one process writes its file. Set DATABASE_URL to a PostgreSQL database to run several.');
  }
  if (config.workers > 1 && config.databaseUrl !== undefined) {
    await runPrimary(config, log, fileURLToPath(import.meta.url));
    return;
  }
  await serveOne(config, secret, log, { migrate: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
