import fs from 'node:fs';
import path from 'node:path';

/** Flushes a folder's entries (a new name, a rename) to the disk, so they survive a power cut. */
export function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Gives a complete, flushed file its final name without ever replacing a file of that name (a
 * hard link fails when the name is taken; a rename would overwrite), then flushes the folder.
 */
export function publishFile(partial: string, final: string): void {
  try {
    fs.linkSync(partial, final);
    fs.unlinkSync(partial);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EEXIST') throw new Error(`${final} exists already; it was left as it is`, { cause: error });
    // A file system without hard links: check, then rename.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    if (fs.existsSync(final)) throw new Error(`${final} exists already; it was left as it is`, { cause: error });
    fs.renameSync(partial, final);
  }
  syncFolder(path.dirname(final));
}
