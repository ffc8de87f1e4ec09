import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../errors';
import { consume, release } from './rateLimits';
import type { AuthSettings } from './settings';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * Counts an attempt (login, 2fa, extra-password) against the account and the client address;
 * throws 429 when either is over its limit. Call the returned function when the attempt
 * succeeded, so only failed attempts use up the limit.
 */
export async function countAttempt(
  db: Kysely<Database>,
  settings: AuthSettings,
  request: FastifyRequest,
  purpose: string,
  account: string,
): Promise<() => Promise<void>> {
  const now = settings.now();
  const keys = [`${purpose}:account:${account}`, `${purpose}:address:${request.ip}`];
  const [byAccount, byAddress] = await Promise.all([
    consume(db, keys[0]!, settings.accountLimit, now),
    consume(db, keys[1]!, settings.addressLimit, now),
  ]);
  const retryAfter = Math.max(
    byAccount.allowed ? 0 : byAccount.retryAfterSeconds,
    byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
  );
  if (retryAfter > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, retryAfter);
  return async () => {
    await Promise.all(keys.map((key) => release(db, key)));
  };
}
