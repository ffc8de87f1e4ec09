import type { CpuShares } from './cpuWindow';
import type { ProcessMemory } from './memoryWatch';

export interface RunResult {
  name: string;
  database: 'sqlite' | 'postgresql';
  /** WORKERS as given. */
  workers: number;
  /** Processes answering requests while measuring: the workers, or the one server (1 when the build runs no cluster). */
  processes: number;
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorKinds: Record<string, number>;
  cpu: CpuShares;
  /** Connections the bench database had open when measuring ended (the app's pools). */
  postgresConnections?: number;
  byOperation: Record<string, { requests: number; p50Ms: number; p99Ms: number }>;
  /** A soak's: per app process, RSS after the warm-up, at the end, and its trend. */
  memory?: ProcessMemory[];
}

/** Other work on the machine above this share of it makes a run's figures unreliable, and is said. */
const OTHERS_NOTICED = 0.15;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const ms = (value: number) => value.toFixed(1);

/** The runs side by side, as the terminal shows them. */
export function formatRuns(runs: readonly RunResult[]): string {
  const header = ['run', 'serving processes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'app CPU', 'PostgreSQL CPU', 'PG connections', 'load generator CPU', 'machine busy'];
  const rows = runs.map((run) => [
    run.name,
    String(run.processes),
    run.requestsPerSecond.toFixed(0),
    ms(run.p50Ms),
    ms(run.p99Ms),
    String(run.errors),
    percent(run.cpu.app),
    run.database === 'postgresql' ? percent(run.cpu.postgres) : '–',
    String(run.postgresConnections ?? '–'),
    percent(run.cpu.loadGenerator),
    percent(run.cpu.machine),
  ]);
  const lines = [table(header, rows), 'CPU shares are of the whole machine (wall time × cores = 100 %); PG connections: the app\'s pools at the end.'];
  for (const run of runs) {
    const others = run.cpu.machine - run.cpu.app - run.cpu.postgres - run.cpu.loadGenerator;
    if (others > OTHERS_NOTICED) lines.push(`${run.name}: the rest of the machine (other work, the kernel's networking) took ${percent(others)} of it meanwhile, so these figures are lower than it can do and vary between runs.`);
  }
  const one = runs.find((run) => run.database === 'postgresql' && run.workers === 1);
  const two = runs.find((run) => run.database === 'postgresql' && run.workers === 2);
  if (one !== undefined && two !== undefined) {
    lines.push(`PostgreSQL, 2 processes / 1 process: ×${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)} requests per second${two.processes === 1 ? ' (this build ran one process for WORKERS=2: no cluster yet)' : ''}`);
  }
  const operations = [...new Set(runs.flatMap((run) => Object.keys(run.byOperation)))];
  lines.push('', table(['operation (p50 / p99 ms)', ...runs.map((run) => run.name)], operations.map((operation) => [operation, ...runs.map((run) => perOperation(run, operation))])));
  for (const run of runs) {
    for (const [kind, count] of Object.entries(run.errorKinds)) lines.push(`${run.name}: ${count} × ${kind}`);
  }
  return lines.join('\n');
}

/** A soak's memory: each process at the start and the end, and the growth. */
export function formatMemory(run: RunResult): string {
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
  const rows = (run.memory ?? []).map(({ pid, role, startMb, endMb, trendMbPerMinute }) => [
    `${role} ${pid}`,
    startMb.toFixed(1),
    endMb.toFixed(1),
    signed(endMb - startMb),
    `${signed(((endMb - startMb) / startMb) * 100)} %`,
    signed(trendMbPerMinute),
  ]);
  return table(['process', 'RSS after warm-up (MB)', 'RSS at the end (MB)', 'growth (MB)', 'growth', 'trend (MB/min)'], rows);
}

function perOperation(run: RunResult, operation: string): string {
  const figures = run.byOperation[operation];
  return figures === undefined ? '–' : `${ms(figures.p50Ms)} / ${ms(figures.p99Ms)}`;
}

/** Columns padded to their widest cell; the first column left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
