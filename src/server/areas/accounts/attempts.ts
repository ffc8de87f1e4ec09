import type { FastifyRequest } from 'fastify';
import { consume, release } from '../../rateLimits';
import { refusals } from './refusals';
import type { AuthSettings } from './settings';
import type { AccountsDb } from './tables';

/**
 * The purpose every guess of the account password counts under (login, and the current password
 * of PUT /auth/user/{id}): one budget, so holding a token gives no guesses beyond login's.
 */
export const ACCOUNT_PASSWORD = 'password';

/**
 * The account a password guess counts against: the user's id when the username exists, else the
 * name typed (so guessing at unknown names is limited too). Prefixed so a name can never be
 * mistaken for an id.
 */
export function accountPasswordKey(userId: string | undefined, username?: string): string {
  return userId === undefined ? `name:${(username ?? '').toLowerCase()}` : `user:${userId}`;
}

/**
 * Counts an attempt (login, 2fa, extra-password) against the client address, then the account;
 * throws 429 TOO_MANY_ATTEMPTS when either is over its limit. An attempt refused for its address
 * never reaches the account's count, so flooding from one address cannot keep the owner locked
 * out. Call the returned function when the attempt succeeded, so only failed attempts use up the
 * limit.
 */
export async function countAttempt(
  db: AccountsDb,
  settings: AuthSettings,
  request: FastifyRequest,
  purpose: string,
  account: string,
): Promise<() => Promise<void>> {
  const now = settings.now();
  const addressKey = `${purpose}:address:${request.ip}`;
  const accountKey = `${purpose}:account:${account}`;
  const byAddress = await consume(db, addressKey, settings.addressLimit, now);
  if (!byAddress.allowed) throw refusals.tooManyAttempts(byAddress.retryAfterSeconds);
  const byAccount = await consume(db, accountKey, settings.accountLimit, now);
  if (!byAccount.allowed) throw refusals.tooManyAttempts(byAccount.retryAfterSeconds);
  return async () => {
    await Promise.all([release(db, addressKey), release(db, accountKey)]);
  };
}

/**
 * Counts a sign-up against its client address, successful or not (creating accounts in bulk is
 * what it stops); throws 429 TOO_MANY_ATTEMPTS over the limit.
 */
export async function countSignup(db: AccountsDb, settings: AuthSettings, request: FastifyRequest): Promise<void> {
  const result = await consume(db, `signup:address:${request.ip}`, settings.signupLimit, settings.now());
  if (!result.allowed) throw refusals.tooManyAttempts(result.retryAfterSeconds);
}
