import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './freePort';

/** The checkout, where `dist/` is. */
const root = path.resolve(import.meta.dirname, '../..');
/** How much of the process's output is kept: enough to say why it failed, bounded over a long bench. */
const KEPT_OUTPUT = 20_000;

export interface BuiltServer {
  baseUrl: string;
  /** The process's id: the only process, or the cluster's primary with WORKERS. */
  pid: number;
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote to stdout and stderr so far (for a failing test's message). */
  output: () => string;
  /** Sends a signal to the process (its primary, with WORKERS). */
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, as a person stops it (SIGKILL after 15 s); resolves once the process has exited (and its own data dir is gone). */
  stop: () => Promise<void>;
}

/**
 * The built app (the one globalSetup's `npm start` built) in a process of its own, as production
 * runs it, answering once its readiness probe does. On SQLite in `dataDir` (a fresh one, removed by
 * `stop`, when not given) unless `env` names a DATABASE_URL.
 */
export async function startBuiltServer({ dataDir, env = {} }: { dataDir?: string; env?: Record<string, string> } = {}): Promise<BuiltServer> {
  const ownDataDir = dataDir === undefined ? mkdtempSync(path.join(os.tmpdir(), 'lifelog-e2e-server-')) : undefined;
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? ownDataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEPT_OUTPUT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: BuiltServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async () => {
      server.signal('SIGTERM');
      if ((await Promise.race([exited, delay(15_000)])) === undefined) server.signal('SIGKILL');
      await exited;
      if (ownDataDir !== undefined) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  for (const deadline = Date.now() + 60_000; ; await delay(200)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server on ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} did not start: ${output.slice(-2000)}`);
    }
    const ready = await fetch(`${server.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
    if (ready) return server;
  }
}
