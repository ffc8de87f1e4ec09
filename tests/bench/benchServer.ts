import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface BenchServer {
  baseUrl: string;
  /** The server's data directory, whose SQLite file a case may seed directly. */
  dataDir: string;
  close: () => Promise<void>;
}

/** Starts serverProcess.ts (the real app on a free loopback port, fresh SQLite) and waits for its port. */
export async function startBenchServer(): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./serverProcess.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const [message] = (await Promise.race([
    once(child, 'message'),
    exited.then(([code]) => {
      throw new Error(`Bench server exited with code ${String(code)} before listening`);
    }),
  ])) as [{ port: number; dataDir: string }];
  return {
    baseUrl: `http://127.0.0.1:${message.port}`,
    dataDir: message.dataDir,
    close: async () => {
      child.send('close');
      await exited;
    },
  };
}
