import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../freePort';

/** The secret every server of one test shares, as servers of one installation do. */
export const SHARED_SECRET = 'processes-test-secret-processes-test-secret';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote to stderr and stdout so far (for a failing test's message). */
  output: () => string;
  /** Sends a signal to the process (its primary, with WORKERS). */
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, waits for the exit, removes its data dir. */
  stop: () => Promise<void>;
}

/**
 * The built server (`dist/server/server.mjs`, which the e2e global setup built) in a process of its
 * own, as production runs it, answering on a free port once its readiness probe says so.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lifelog-e2e-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', SECRET: SHARED_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    output: () => output,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async () => {
      server.signal('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (const deadline = Date.now() + 60_000; ; await delay(200)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not start: ${output.slice(-2000)}`);
    }
    if (await isReady(server.baseUrl)) return server;
  }
}

export const isReady = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
