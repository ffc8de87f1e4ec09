import os from 'node:os';
import { cpuSeconds, machineCpu, postgresProcesses, processTree } from './procStats';

/** CPU over one measured window, each as a share of the machine: wall time × cores = 100 %. */
export interface CpuShares {
  /** The app's processes (the primary and its workers). */
  app: number;
  /** The bench database's backends and PostgreSQL's background processes (WAL writer, checkpointer…). */
  postgres: number;
  /** This process: the load generator. */
  loadGenerator: number;
  /** Everything on the machine, other people's work included. */
  machine: number;
}

/**
 * Starts counting; the returned function ends the window and gives the shares. PostgreSQL's
 * backends of other databases (other people's tests on a shared machine) are left out; a backend
 * that exits inside the window loses its time since the start (the app's pool keeps its own open).
 */
export function startCpuWindow(appPid: number, databaseName: string | undefined): () => CpuShares {
  const ours = (commandLine: string) => databaseName !== undefined && commandLine.includes(` ${databaseName} `);
  // A backend's title is "postgres: <cluster>: <user> <database> <host(port)> <state>"; a background process names no host.
  const background = (commandLine: string) => !/\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(commandLine);
  const postgresCpu = () => new Map(postgresProcesses().filter(({ commandLine }) => ours(commandLine) || background(commandLine)).map(({ pid }) => [pid, cpuSeconds(pid)]));
  const appCpu = () => new Map(processTree(appPid).map((pid) => [pid, cpuSeconds(pid)]));

  const started = { wall: performance.now(), app: appCpu(), postgres: postgresCpu(), self: process.cpuUsage(), machine: machineCpu() };
  return () => {
    const seconds = (performance.now() - started.wall) / 1000;
    const capacity = seconds * os.availableParallelism();
    const grown = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, now]) => sum + Math.max(0, now - (before.get(pid) ?? 0)), 0);
    const self = process.cpuUsage(started.self);
    const machine = machineCpu();
    return {
      app: grown(started.app, appCpu()) / capacity,
      postgres: databaseName === undefined ? 0 : grown(started.postgres, postgresCpu()) / capacity,
      loadGenerator: (self.user + self.system) / 1e6 / capacity,
      machine: (machine.busy - started.machine.busy) / Math.max(1e-9, machine.total - started.machine.total),
    };
  };
}
