import cluster, { type Worker } from 'node:cluster';
import { migrateAppToLatest } from '../composition';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { waitForDatabase } from './databaseReady';
import type { ProcessLog } from './processLog';
import { SHUTDOWN_GRACE_MS } from './serveOne';

/** A worker that dies this soon after it started counts as failing to start. */
const EARLY_DEATH_MS = 10_000;
/** Failed starts in a row after which the primary gives up (a bad config, a database refusing us). */
const MAX_EARLY_DEATHS = 5;

/**
 * WORKERS=N on PostgreSQL: this process migrates the database once, then runs N server processes
 * on the one port (Node's cluster hands them the connections in turn) and holds none of the app
 * itself. A worker that dies is replaced; SIGTERM or SIGINT is passed to every worker, each
 * finishes its requests, and this process exits when they have.
 */
export async function runPrimary(config: ServerConfig, log: ProcessLog, workerFile: string): Promise<void> {
  const database = openDatabase({ dataDir: config.dataDir, ...(config.databaseUrl === undefined ? {} : { databaseUrl: config.databaseUrl }), poolSize: 1 });
  try {
    await waitForDatabase(database, (reason) => log.warn({ reason }, 'Waiting for the database'));
    await migrateAppToLatest(database);
  } finally {
    await database.close();
  }

  cluster.setupPrimary({ exec: workerFile });
  let stopping = false;
  let earlyDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) log.info({ workers: config.workers, port: config.port }, `Lifelog is running in ${config.workers} processes`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    // A clean exit the primary did not ask for is a worker told to stop on its own (SIGTERM to
    // its process group): the whole group is stopping.
    if (code === 0 && signal === null) return;
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log.fatal({ code, signal }, `A server process failed ${MAX_EARLY_DEATHS} times in a row just after starting; stopping`);
      stop('failing workers', 1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'A server process ended; starting another');
    setTimeout(fork, earlyDeaths === 0 ? 0 : 1000).unref();
  });

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'Shutting down: each process finishes its requests under way');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // The workers' own grace, and a little for them to exit.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2000).unref();
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    };
    cluster.on('exit', exitWhenDone);
    exitWhenDone();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.workers; i += 1) fork();
}
