import { randomBytes } from 'node:crypto';

/**
 * A new random id (see src/domain/ids.ts). 9 random bytes are exactly 12 base64url characters
 * with no padding, i.e. 72 bits: collisions are negligible at any size this app reaches.
 */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}
