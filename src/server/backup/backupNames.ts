import fs from 'node:fs';

/** A finished backup: `lifelog-backup-2026-11-28T07-59-00Z.zip` (UTC; sorts by time as text). */
const FINAL_NAME = /^lifelog-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.zip$/;
/** Work in progress of process <pid>: `.lifelog-backup-…zip.<pid>.partial` (the zip) and `.partial-db`. */
const PARTIAL_NAME = /^\.lifelog-backup-.*\.(\d+)\.partial(-db)?$/;

/** The backup's file name for a moment, to the second. */
export function backupFileName(at: Date): string {
  return `lifelog-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.zip`;
}

/** The moment a backup's name says it was made, or undefined for any other name. */
export function backupTimeOf(name: string): Date | undefined {
  const match = FINAL_NAME.exec(name);
  return match === null ? undefined : new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
}

/** The names this process writes a backup under before it is complete. */
export function partialNames(finalName: string): { zip: string; database: string } {
  const base = `.${finalName}.${process.pid}.partial`;
  return { zip: base, database: `${base}-db` };
}

/** The finished backups in a folder, oldest first (none when it does not exist). */
export function listBackups(dir: string): string[] {
  return readNames(dir)
    .filter((name) => FINAL_NAME.test(name))
    .sort();
}

/**
 * Removes what a backup process killed mid-way left behind (its partial files), and only that:
 * files of a process that still runs are another backup in progress.
 */
export function removeStalePartials(dir: string): void {
  for (const name of readNames(dir)) {
    const pid = PARTIAL_NAME.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) fs.rmSync(`${dir}/${name}`, { force: true });
  }
}

function readNames(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // this process runs one backup at a time
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'; // alive, another user's
  }
}
