import path from 'node:path';

export const BACKUP_DIR_INSIDE_DATA =
  'BACKUP_DIR must be outside DATA_DIR: a restore goes into an empty DATA_DIR, and a backup is safer apart from the data';

/** Whether `backupDir` is `dataDir` or inside it. */
export function isInsideDataDir(backupDir: string, dataDir: string): boolean {
  const relative = path.relative(dataDir, backupDir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
