import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivate, PRIVATE_FILE_MODE } from './privateFile';

export const SECRET_FILE_NAME = 'secret';

/**
 * The signing secret: SECRET from the environment when given, else a random one generated once
 * into DATA_DIR/secret (mode 0600 whatever the umask) and reused, so tokens survive restarts without any setup.
 */
export function resolveSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv !== undefined) return fromEnv;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    // 'wx' fails if the file exists, so two processes starting at once cannot overwrite each other.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  // The mode above is subject to the umask, and an older install may have left 0644.
  makePrivate(file);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret === '') throw new Error(`${file} is empty; delete it to generate a new secret`);
  return secret;
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}
