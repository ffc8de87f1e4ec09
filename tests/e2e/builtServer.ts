import { spawn } from 'node:child_process';
import { freePort } from './freePort';

export interface BuiltServer {
  baseUrl: string;
  /** SIGTERM, as a person stops it; resolves once the process has exited. */
  stop: () => Promise<void>;
}

/**
 * The built app (the one globalSetup's `npm start` built) as a process of its own on `dataDir`,
 * on PostgreSQL when `databaseUrl` is given, answering once its health check does.
 */
export async function startBuiltServer(dataDir: string, databaseUrl?: string): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${databaseUrl === undefined ? 'SQLite' : 'PostgreSQL'} did not start: ${errors.slice(-2000)}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
