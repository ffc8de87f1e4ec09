import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../../src/server/db/database';

export interface BenchServer {
  baseUrl: string;
  /** The server's data directory, whose SQLite file a case may seed directly. */
  dataDir: string;
  /** The server's database (SQLite in dataDir, or a PostgreSQL schema), for a case to seed. */
  database: DatabaseConfig;
  close: () => Promise<void>;
}

/**
 * Starts serverProcess.ts (the real app on a free loopback port, on a fresh SQLite file, or a
 * fresh schema of the PostgreSQL `databaseUrl` names) and waits for its port.
 */
export async function startBenchServer(options: { databaseUrl?: string } = {}): Promise<BenchServer> {
  const { DATABASE_URL: _inherited, ...env } = process.env;
  const child = fork(fileURLToPath(new URL('./serverProcess.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: options.databaseUrl === undefined ? env : { ...env, DATABASE_URL: options.databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const [message] = (await Promise.race([
    once(child, 'message'),
    exited.then(([code]) => {
      throw new Error(`Bench server exited with code ${String(code)} before listening`);
    }),
  ])) as [{ port: number; dataDir: string; database: DatabaseConfig }];
  return {
    baseUrl: `http://127.0.0.1:${message.port}`,
    dataDir: message.dataDir,
    database: message.database,
    close: async () => {
      child.send('close');
      await exited;
    },
  };
}
