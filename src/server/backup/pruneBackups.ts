import fs from 'node:fs';
import path from 'node:path';
import { listBackups } from './backupNames';
import { syncFolder } from './durableFiles';

/** Removes the oldest finished backups in `dir` beyond the newest `keep`; the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  if (old.length > 0) syncFolder(dir);
  return old;
}
