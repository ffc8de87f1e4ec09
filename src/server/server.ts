import fs from 'node:fs';
import { buildApp } from './app';
import { backupInWorker } from './backup/backupInWorker';
import { startBackupSchedule, type BackupSchedule } from './backup/backupSchedule';
import { migrateAppToLatest } from './composition';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { resolveSecret } from './secret';

/** Reads the config, opens and migrates the database, listens; closes both on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = resolveSecret(config.dataDir, config.secret);
  const database = openDatabase(config);
  await migrateAppToLatest(database);
  const app = await buildApp({
    database,
    secret,
    log: { level: config.logLevel },
    trustProxy: config.trustProxy,
    settings: { accounts: { allowSignup: config.allowSignup }, recipes: { outboundAllowHosts: config.outboundAllowHosts } },
    // Production keeps serving when a response breaks the contract (and logs it); elsewhere it fails loudly.
    responseValidation: process.env.NODE_ENV === 'production' ? 'log' : 'error',
  });

  let backups: BackupSchedule | undefined;
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // If in-flight requests hang, do not hang forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
