import fs from 'node:fs';

/** Owner read and write only: the database holds password hashes and every user's data. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes a file owner-only whatever the umask: creates it empty with that mode when `create` is
 * set and it is missing, and tightens one that exists (an older install's 0644). A missing file
 * without `create` is left missing. A file another user owns is left as it is (EPERM): the server
 * cannot change it and may still be able to use it.
 */
export function makePrivate(file: string, { create = false } = {}): void {
  let fd: number;
  try {
    fd = fs.openSync(file, create ? fs.constants.O_RDWR | fs.constants.O_CREAT : fs.constants.O_RDONLY, PRIVATE_FILE_MODE);
  } catch (error) {
    if (!create && codeOf(error) === 'ENOENT') return;
    throw error;
  }
  try {
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
  } catch (error) {
    if (codeOf(error) !== 'EPERM') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
