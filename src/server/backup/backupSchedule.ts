import { backupTimeOf, listBackups } from './backupNames';
import type { BackupDone, BackupJob } from './writeBackup';

export interface BackupScheduleOptions {
  dataDir: string;
  backupDir: string;
  everyMs: number;
  keep?: number;
  log: { info: (details: object, message: string) => void; error: (details: object, message: string) => void };
  /** Writes one backup: in a worker thread in the server; tests pass writeBackup itself. */
  write: (job: BackupJob) => Promise<BackupDone>;
  /** The clock (tests move it). */
  now?: () => Date;
  /** How often a wait looks at the clock again (default a minute; tests shorten it). */
  recheckMs?: number;
}

export interface BackupSchedule {
  /** Stops scheduling; resolves once a backup under way has finished. */
  stop: () => Promise<void>;
}

/**
 * A wait looks at the clock at least this often, rather than trusting one long timer: a machine
 * that slept or had its clock set keeps to the schedule, and setTimeout cannot wait past 24.8 days.
 */
const RECHECK_MS = 60_000;

/**
 * Backs up every `everyMs` while the server runs. The first one is due `everyMs` after the newest
 * backup already in the folder (at once when there is none or it is older), so restarting the
 * server neither skips nor doubles a backup. A failed backup is logged and tried again at the
 * next turn; it never stops the server.
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const waitUntil = (due: number): void => {
    if (stopped) return;
    const wait = due - now().getTime();
    if (wait <= 0) {
      running = runOnce();
      return;
    }
    timer = setTimeout(() => waitUntil(due), Math.min(wait, options.recheckMs ?? RECHECK_MS));
    // The schedule alone must not keep the process alive (a shutdown closes the server first).
    timer.unref();
  };

  const runOnce = async (): Promise<void> => {
    const started = now();
    try {
      const job = { dataDir: options.dataDir, backupDir: options.backupDir, now: started, ...(options.keep === undefined ? {} : { keep: options.keep }) };
      const done = await options.write(job);
      options.log.info({ file: done.file, bytes: done.bytes, removed: done.removed }, 'Backup written');
    } catch (error) {
      options.log.error({ err: error, backupDir: options.backupDir }, 'Backup failed; the next one is tried at the usual time');
    }
    waitUntil(started.getTime() + options.everyMs);
  };

  const newest = listBackups(options.backupDir).at(-1);
  waitUntil((newest === undefined ? 0 : (backupTimeOf(newest)?.getTime() ?? 0)) + options.everyMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
