/**
 * CPU time and memory of processes from Linux's /proc: the app's processes (a primary and the
 * workers it forks), PostgreSQL's, and the machine's. Readers of /proc that find a process gone
 * (it exited between listing and reading) count it as nothing rather than failing the run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second, the unit of /proc's CPU times (almost always 100). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The name and user + system CPU seconds in a /proc/<pid>/stat line. */
export function parseStat(line: string): { name: string; cpuSeconds: number } {
  // The name is in parentheses and may itself hold spaces or parentheses: fields follow the last ')'.
  const close = line.lastIndexOf(')');
  const name = line.slice(line.indexOf('(') + 1, close);
  const fields = line.slice(close + 2).split(' ');
  // After the name: state is field 3 of stat(5), so utime (14) and stime (15) sit at 11 and 12 here.
  return { name, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used so far (0 when it is gone). */
export function cpuSeconds(pid: number): number {
  const stat = readText(`/proc/${pid}/stat`);
  return stat === undefined ? 0 : parseStat(stat).cpuSeconds;
}

/** Resident memory in MB (VmRSS), or undefined when the process is gone. */
export function rssMb(pid: number): number | undefined {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readText(`/proc/${pid}/status`) ?? '')?.[1];
  return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
}

/** A process and every process below it (cluster workers are children of the primary). */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    const parent = tree[index] ?? pid;
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // exited
    }
    for (const task of tasks) {
      const children = readText(`/proc/${parent}/task/${task}/children`) ?? '';
      for (const child of children.split(' ').filter(Boolean)) tree.push(Number(child));
    }
  }
  return tree;
}

/** Every process whose name is `postgres`, with its command line (a backend's names its database). */
export function postgresProcesses(): { pid: number; commandLine: string }[] {
  const found: { pid: number; commandLine: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readText(`/proc/${entry}/stat`);
    if (stat === undefined || parseStat(stat).name !== 'postgres') continue;
    found.push({ pid: Number(entry), commandLine: (readText(`/proc/${entry}/cmdline`) ?? '').replaceAll('\0', ' ').trim() });
  }
  return found;
}

/** The whole machine's busy and total CPU seconds so far, over every core (/proc/stat). */
export function machineCpu(): { busy: number; total: number } {
  const fields = (readText('/proc/stat') ?? '').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are fields 4 and 5 of the cpu line.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}
