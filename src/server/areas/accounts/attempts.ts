import type { FastifyRequest } from 'fastify';
import { consume, release } from './rateLimits';
import { refusals } from './refusals';
import type { AuthSettings } from './settings';
import type { AccountsDb } from './tables';

/**
 * Counts an attempt (login, 2fa, extra-password) against the account and the client address;
 * throws 429 TOO_MANY_ATTEMPTS when either is over its limit. Call the returned function when the
 * attempt succeeded, so only failed attempts use up the limit.
 */
export async function countAttempt(
  db: AccountsDb,
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
  if (retryAfter > 0) throw refusals.tooManyAttempts(retryAfter);
  return async () => {
    await Promise.all(keys.map((key) => release(db, key)));
  };
}
