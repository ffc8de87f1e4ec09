/**
 * `npm run bench`: runs each case in tests/bench/cases against the real server on loopback and
 * prints latency percentiles and throughput. `npm run bench -- health` runs only cases whose
 * name contains "health". `--postgres` runs the server on PostgreSQL (DATABASE_URL, default the
 * local test database) in a fresh schema; without it, on a fresh SQLite file.
 */
import os from 'node:os';
import { startBenchServer } from './benchServer';
import { benchCases } from './cases/index';
import { percentile, runLoad } from './measure';

const DEFAULT_REQUESTS = 2000;
const DEFAULT_CONCURRENCY = 10;
/** Warm-up requests per case: JIT, connection pool and SQLite page cache settle first. */
const WARM_UP_REQUESTS = 200;
/** The PostgreSQL the tests use (README), when --postgres is given without DATABASE_URL. */
const LOCAL_POSTGRES = 'postgres://lifelog:lifelog@127.0.0.1:5432/lifelog';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const filter = args.find((arg) => !arg.startsWith('--'))?.toLowerCase();
  const databaseUrl = args.includes('--postgres') ? (process.env.DATABASE_URL || LOCAL_POSTGRES) : undefined;
  const cases = benchCases.filter((benchCase) => filter === undefined || benchCase.name.toLowerCase().includes(filter));
  const cpus = os.cpus();
  console.log(`machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), node ${process.version}, ${os.platform()} ${os.arch()}`);
  console.log(`database: ${databaseUrl === undefined ? 'SQLite' : `PostgreSQL (${new URL(databaseUrl).host})`}`);

  const server = await startBenchServer(databaseUrl === undefined ? {} : { databaseUrl });
  let failed = false;
  try {
    for (const benchCase of cases) {
      const requests = benchCase.requests ?? DEFAULT_REQUESTS;
      const concurrency = benchCase.concurrency ?? DEFAULT_CONCURRENCY;
      const send = await benchCase.prepare(server.baseUrl, server);
      await runLoad(send, { requests: WARM_UP_REQUESTS, concurrency });
      const result = await runLoad(send, { requests, concurrency });
      const ms = (p: number) => percentile(result.latencies, p).toFixed(2);
      console.log(
        `${benchCase.name}: ${result.requests} requests, concurrency ${concurrency}: ` +
          `p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms, ` +
          `${(result.requests / result.seconds).toFixed(0)} req/s` +
          (result.failures > 0 ? `, ${result.failures} FAILED` : ''),
      );
      if (result.failures > 0) failed = true;
    }
  } finally {
    await server.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
