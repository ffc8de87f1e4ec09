/**
 * `npm run bench:scale` (issue 28): the built server under a realistic mix from signed-in users
 * (tests/bench/scale/mix.ts), closed loop, one client per user, on SQLite in one process, on
 * PostgreSQL in one process and in two (WORKERS=2); requests per second, p50 and p99, and the CPU
 * share of the app, of PostgreSQL and of the load generator. `--soak [10m]` runs the mix on
 * PostgreSQL with 2 processes instead and reports each process's memory at the start and the end.
 * Builds first when dist/ is stale. Not part of `npm test`: figures vary with the machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStatus } from '../../scripts/buildState.mjs';
import { checkPostgres, PostgresUnavailable } from './scale/builtServer';
import { measureRun, type RunPlan } from './scale/measureRun';
import { mixShares } from './scale/mix';
import { parseScaleOptions, USAGE, UsageError, type ScaleOptions } from './scale/options';
import { formatMemory, formatRuns, type RunResult } from './scale/report';

const root = path.resolve(import.meta.dirname, '../..');

function options(): ScaleOptions {
  try {
    return parseScaleOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function buildIfStale(): void {
  const status = buildStatus(root);
  if (status.fresh) return;
  console.log(`Building first: ${status.reason}.`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function main(): Promise<void> {
  const chosen = options();
  buildIfStale();
  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), node ${process.version}`;
  console.log(`machine: ${machine}; ${chosen.users} users, one client each; the mix: ${Object.entries(mixShares()).map(([operation, share]) => `${operation} ${(share * 100).toFixed(0)} %`).join(', ')}`);

  const plans: RunPlan[] =
    chosen.soakSeconds === undefined
      ? [
          { name: 'SQLite, 1 process', postgres: false, workers: 1, seconds: chosen.seconds },
          { name: 'PostgreSQL, 1 process', postgres: true, workers: 1, seconds: chosen.seconds },
          { name: 'PostgreSQL, 2 processes', postgres: true, workers: 2, seconds: chosen.seconds },
        ]
      : [{ name: 'Soak: PostgreSQL, 2 processes', postgres: true, workers: 2, seconds: chosen.soakSeconds, progress: true }];
  const selected = plans.filter(({ name }) => chosen.only === undefined || name.toLowerCase().includes(chosen.only));
  if (selected.length === 0) {
    console.error(`--only: no run's name holds "${chosen.only}" (${plans.map(({ name }) => name).join('; ')})`);
    process.exit(2);
  }
  // Before the SQLite run, not after it: a missing PostgreSQL should not cost the first run's time.
  if (selected.some(({ postgres }) => postgres)) await checkPostgres(chosen.postgresUrl);
  const runs: RunResult[] = [];
  for (const plan of selected) runs.push(await measureRun(plan, chosen));

  console.log(`\n${formatRuns(runs)}`);
  const soak = chosen.soakSeconds === undefined ? undefined : runs[0];
  if (soak !== undefined) console.log(`\n${formatMemory(soak)}\nerrors: ${soak.errors}${soak.errors === 0 ? '' : ' (should be 0)'}`);
  if (chosen.jsonPath !== undefined) {
    const { postgresUrl, ...settings } = chosen;
    const report = { machine, at: new Date().toISOString(), settings: { ...settings, postgres: new URL(postgresUrl).host }, mix: mixShares(), runs };
    fs.writeFileSync(chosen.jsonPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${chosen.jsonPath}`);
  }
  if (runs.some((run) => run.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof PostgresUnavailable ? error.message : error);
  process.exitCode = 1;
});
