import pg from 'pg';
import { ApiClient } from './apiClient';
import { seedUsers } from './benchUsers';
import { startBuiltServer } from './builtServer';
import { runClosedLoop } from './closedLoop';
import { startCpuWindow, type CpuShares } from './cpuWindow';
import { watchMemory, type ProcessMemory } from './memoryWatch';
import type { ScaleOptions } from './options';
import { rssMb } from './procStats';
import type { RunResult } from './report';

export interface RunPlan {
  name: string;
  postgres: boolean;
  workers: number;
  seconds: number;
  /** Print progress every minute (a soak). */
  progress?: boolean;
}

const toMs = (micros: number) => micros / 1000;

/** One run: a fresh server and database, the users seeded, the mix warmed up and measured, all stopped again. */
export async function measureRun(plan: RunPlan, options: ScaleOptions): Promise<RunResult> {
  const server = await startBuiltServer({ workers: plan.workers, ...(plan.postgres ? { postgresUrl: options.postgresUrl } : {}) });
  const api = new ApiClient(server.baseUrl, options.users);
  try {
    const seedStarted = performance.now();
    const users = await seedUsers(api, options.users, options.pastStamps);
    console.log(`${plan.name}: ${users.length} users seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; warming up ${options.warmUpSeconds} s, measuring ${plan.seconds} s`);
    let endCpu: (() => CpuShares) | undefined;
    let cpu: CpuShares | undefined;
    let processes: number[] = [];
    let endMemory: (() => ProcessMemory[]) | undefined;
    let memory: ProcessMemory[] = [];
    let connections: Promise<number | undefined> = Promise.resolve(undefined);
    const stats = await runClosedLoop(
      api,
      users,
      { warmUpSeconds: options.warmUpSeconds, seconds: plan.seconds },
      {
        onMeasureStart: () => {
          processes = server.processes();
          endMemory = watchMemory(processes, server.pid);
          endCpu = startCpuWindow(server.pid, server.databaseName);
        },
        onMeasureEnd: () => {
          cpu = endCpu?.();
          memory = endMemory?.() ?? [];
          if (server.databaseName !== undefined) connections = openConnections(options.postgresUrl, server.databaseName);
        },
        ...(plan.progress === true
          ? {
              progress: {
                everySeconds: 60,
                report: (soFar, elapsed) => {
                  const rss = server.processes().map((pid) => (rssMb(pid) ?? 0).toFixed(0));
                  console.log(`  ${elapsed.toFixed(0)} s: ${soFar.requests} requests, ${soFar.errors} errors, RSS ${rss.join(' / ')} MB`);
                },
              },
            }
          : {}),
      },
    );
    const byOperation: RunResult['byOperation'] = {};
    for (const [operation, histogram] of [...stats.byOperation].sort(([a], [b]) => a.localeCompare(b))) {
      byOperation[operation] = { requests: histogram.count, p50Ms: toMs(histogram.percentile(50)), p99Ms: toMs(histogram.percentile(99)) };
    }
    const postgresConnections = await connections;
    return {
      name: plan.name,
      database: plan.postgres ? 'postgresql' : 'sqlite',
      workers: plan.workers,
      // The cluster's primary serves nothing: count the processes that answer.
      processes: processes.length > 1 ? processes.length - 1 : 1,
      users: users.length,
      seconds: stats.seconds,
      requests: stats.requests,
      requestsPerSecond: stats.requests / stats.seconds,
      p50Ms: toMs(stats.latency.percentile(50)),
      p99Ms: toMs(stats.latency.percentile(99)),
      errors: stats.errors,
      errorKinds: stats.errorKinds,
      cpu: cpu ?? { app: 0, postgres: 0, loadGenerator: 0, machine: 0 },
      ...(postgresConnections === undefined ? {} : { postgresConnections }),
      byOperation,
      ...(plan.progress === true ? { memory } : {}),
    };
  } finally {
    await api.close();
    await server.stop();
  }
}

/** How many connections the app's pools hold to its database. */
async function openConnections(adminUrl: string, databaseName: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) from pg_stat_activity where datname = $1', [databaseName]);
    return Number(rows[0]?.count);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}
