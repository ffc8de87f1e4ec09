import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new device key: 24 random bytes, 32 URL-safe characters (safe in a header and a shell line). */
export function newDeviceKey(): string {
  return randomBytes(24).toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** What is stored of a key: its SHA-256 in hex (a random 192-bit key needs no slow hash). */
export const keyHashOf = (key: string) => digest(key).toString('hex');

// Compared against when the id is unknown, so that answer takes as long as a wrong key's.
const STAND_IN = keyHashOf(newDeviceKey());

/**
 * Whether `given` hashes to `storedHash`, in time that depends on neither (equal-length digests
 * through timingSafeEqual). `storedHash` undefined (no such device) is never a match, after the same work.
 */
export function keyMatches(given: string | undefined, storedHash: string | undefined): boolean {
  const same = timingSafeEqual(digest(given ?? ''), Buffer.from(storedHash ?? STAND_IN, 'hex'));
  return same && given !== undefined && storedHash !== undefined;
}
