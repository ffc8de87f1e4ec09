import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new heartbeat key: 24 random bytes, 32 URL-safe characters (safe in a header and a shell line). */
export function newHeartbeatKey(): string {
  return randomBytes(24).toString('base64url');
}

// Compared against when the id is unknown, so that answer takes as long as a wrong key's.
const STAND_IN = newHeartbeatKey();

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `given` is `expected`, in time that depends on neither (both are hashed to one length
 * first: timingSafeEqual needs equal lengths and would otherwise tell the key's length).
 * `expected` undefined (no such definition) is never a match, after the same work.
 */
export function keyMatches(given: string | undefined, expected: string | undefined): boolean {
  const same = timingSafeEqual(digest(given ?? ''), digest(expected ?? STAND_IN));
  return same && given !== undefined && expected !== undefined;
}
