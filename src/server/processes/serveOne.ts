import { buildApp } from '../app';
import { backupInWorker } from '../backup/backupInWorker';
import { startBackupSchedule, type BackupSchedule } from '../backup/backupSchedule';
import { migrateAppToLatest } from '../composition';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { ProcessLog } from './processLog';
import { waitForDatabase } from './databaseReady';
import { drainOnClose } from './drain';

/** How long SIGTERM lets the requests under way finish before the process ends regardless. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One server process: opens the database (migrating it, unless a cluster's primary did), listens,
 * and on SIGTERM or SIGINT stops taking requests, lets those under way finish (up to
 * SHUTDOWN_GRACE_MS), stops the timers and backups, closes the pool and exits.
 */
export async function serveOne(config: ServerConfig, secret: string, log: ProcessLog, { migrate }: { migrate: boolean }): Promise<void> {
  const database = openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl === undefined ? {} : { databaseUrl: config.databaseUrl }),
    poolSize: config.databasePoolSize,
    onConnectionLost: (error) => log.warn({ reason: error.message }, 'A database connection was lost; the next request opens another'),
  });
  await waitForDatabase(database, (reason) => log.warn({ reason }, 'Waiting for the database'));
  if (migrate) await migrateAppToLatest(database);
  const app = await buildApp({
    database,
    secret,
    log: { level: config.logLevel },
    trustProxy: config.trustProxy,
    settings: { accounts: { allowSignup: config.allowSignup }, recipes: { outboundAllowHosts: config.outboundAllowHosts } },
    // Production keeps serving when a response breaks the contract (and logs it); elsewhere it fails loudly.
    responseValidation: process.env.NODE_ENV === 'production' ? 'log' : 'error',
  });

  const drain = drainOnClose(app);
  let backups: BackupSchedule | undefined;
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing the requests under way');
    setTimeout(() => {
      app.log.warn(`Requests still ran ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stops listening, waits for the requests under way, then stops the timers (onClose).
    const drained = drain.begin();
    await app.close();
    drained();
    await backups?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ dialect: database.dialect, dataDir: config.dataDir }, 'Lifelog is running');
  if (config.backupEveryMs !== undefined) {
    const { backupDir, backupEveryMs: everyMs, backupKeep: keep } = config;
    backups = startBackupSchedule({ dataDir: config.dataDir, backupDir, everyMs, ...(keep === undefined ? {} : { keep }), log: app.log, write: backupInWorker });
  }
}
