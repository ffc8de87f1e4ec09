import { Worker } from 'node:worker_threads';
import type { BackupAnswer } from './backup.worker';
import type { BackupDone, BackupJob } from './writeBackup';

// As in recipes/import/parsePool.ts: from the sources the worker is TypeScript and registers tsx
// itself (Node 20 ignores `--import tsx` in a worker); `npm start` runs the bundled backup.worker.mjs.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./backup.worker.${FROM_SOURCE ? 'ts' : 'mjs'}`, import.meta.url);
const TSX_FIRST = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE.href)}); });`;

/** Runs writeBackup in a worker thread of its own, off the server's event loop. */
export function backupInWorker(job: BackupJob): Promise<BackupDone> {
  const options = { workerData: job };
  const worker = FROM_SOURCE ? new Worker(TSX_FIRST, { ...options, eval: true }) : new Worker(WORKER_FILE, options);
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.once('message', (answer: BackupAnswer) => {
      answered = true;
      void worker.terminate();
      if ('done' in answer) resolve(answer.done);
      else reject(new Error(answer.failed));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The backup worker stopped (exit code ${code})`));
    });
  });
}
