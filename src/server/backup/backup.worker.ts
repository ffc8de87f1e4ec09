// The scheduled backup's worker thread: compressing a database of many megabytes takes seconds of
// CPU, which on the server's thread would hold every request. One job per worker: it answers
// with the result, then ends.
import { parentPort, workerData } from 'node:worker_threads';
import { writeBackup, type BackupDone, type BackupJob } from './writeBackup';

export type BackupAnswer = { done: BackupDone } | { failed: string };

async function run(job: BackupJob): Promise<BackupAnswer> {
  try {
    return { done: await writeBackup(job) };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

void run(workerData as BackupJob).then((answer) => parentPort?.postMessage(answer));
