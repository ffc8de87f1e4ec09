import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1), spelled out so a library default
 * change cannot weaken it. 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a 500 that tells the caller something.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown username: spend the same Argon2 work as for a real one so response timing does
 * not tell which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
