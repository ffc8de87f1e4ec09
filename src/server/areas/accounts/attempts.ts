import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../caller';
import { consume, release, type RateLimit } from '../../rateLimits';
import { refusals } from './refusals';
import type { AuthSettings } from './settings';
import type { AccountsDb } from './tables';

/**
 * The purpose every guess of the account password counts under (login, and the current password
 * of PUT /auth/user/{id}): one budget, so holding a token gives no guesses beyond login's.
 */
export const ACCOUNT_PASSWORD = 'password';

/** The purpose every 2FA code counts under (the login's second step, setup, turning it off, deletion). */
export const TWO_FACTOR = '2fa';

/**
 * The account a password guess counts against: the user's id when the username exists, else the
 * name typed (so guessing at unknown names is limited too). Prefixed so a name can never be
 * mistaken for an id.
 */
export function accountPasswordKey(userId: string | undefined, username?: string): string {
  return userId === undefined ? `name:${(username ?? '').toLowerCase()}` : `user:${userId}`;
}

/** One budget an attempt spends: its rate-limit key and the limit that key has. */
interface Budget {
  key: string;
  limit: RateLimit;
}

/**
 * Spends one unit of each budget in turn and throws 429 TOO_MANY_ATTEMPTS at the first that is
 * over its limit; a refused attempt never reaches the budgets after it. The returned function
 * gives the units back (call it when the attempt succeeded, so only failures accumulate).
 */
async function spend(db: AccountsDb, now: Date, budgets: Budget[]): Promise<() => Promise<void>> {
  for (const { key, limit } of budgets) {
    const result = await consume(db, key, limit, now);
    if (!result.allowed) throw refusals.tooManyAttempts(result.retryAfterSeconds);
  }
  return async () => {
    await Promise.all(budgets.map(({ key }) => release(db, key)));
  };
}

/**
 * Counts an attempt (login, 2fa) against the client address, then the account; throws 429
 * TOO_MANY_ATTEMPTS when either is over its limit. An attempt refused for its address never
 * reaches the account's count, so flooding from one address cannot keep the owner locked out.
 * Call the returned function when the attempt succeeded, so only failed attempts use up the limit.
 */
export function countAttempt(
  db: AccountsDb,
  settings: AuthSettings,
  request: FastifyRequest,
  purpose: string,
  account: string,
): Promise<() => Promise<void>> {
  return spend(db, settings.now(), [
    { key: `${purpose}:address:${request.ip}`, limit: settings.addressLimit },
    { key: `${purpose}:account:${account}`, limit: settings.accountLimit },
  ]);
}

/** The purpose extra-password guesses count under (the extra login, and the old one of a change). */
export const EXTRA_PASSWORD = 'extra';

/**
 * Counts a guess at the extra password against the client address, then the login it comes from
 * (the main session: one refresh-token family, one device), then the user's much higher ceiling.
 * Whoever guesses locks only their own login: a stolen session that guesses is refused, even the
 * right password, until its window ends, while the owner's other logins still open the vault. A
 * guess refused for its login never reaches the user's ceiling, so one login cannot use it up;
 * only many logins (which each need the account password) can.
 */
export function countExtraPasswordAttempt(
  db: AccountsDb,
  settings: AuthSettings,
  request: FastifyRequest,
  caller: Caller,
): Promise<() => Promise<void>> {
  return spend(db, settings.now(), [
    { key: `${EXTRA_PASSWORD}:address:${request.ip}`, limit: settings.addressLimit },
    { key: extraPasswordSessionKey(caller.sessionId), limit: settings.extraPasswordSessionLimit },
    { key: `${EXTRA_PASSWORD}:account:${accountPasswordKey(caller.userId)}`, limit: settings.extraPasswordUserLimit },
  ]);
}

/** The rate-limit key of a login's extra-password guesses (deleted with the user's sessions). */
export const extraPasswordSessionKey = (sessionId: string): string => `${EXTRA_PASSWORD}:session:${sessionId}`;

/**
 * Counts a sign-up against its client address, successful or not (creating accounts in bulk is
 * what it stops); throws 429 TOO_MANY_ATTEMPTS over the limit.
 */
export async function countSignup(db: AccountsDb, settings: AuthSettings, request: FastifyRequest): Promise<void> {
  const result = await consume(db, `signup:address:${request.ip}`, settings.signupLimit, settings.now());
  if (!result.allowed) throw refusals.tooManyAttempts(result.retryAfterSeconds);
}

/**
 * Every attempt counter that names the user or one of their logins (not addresses: those are
 * no one's), so deleting the user leaves no trace of them in `rate_limit`.
 */
export function userAttemptKeys(userId: string, sessionIds: string[]): string[] {
  return [
    `${ACCOUNT_PASSWORD}:account:${accountPasswordKey(userId)}`,
    `${TWO_FACTOR}:account:${userId}`,
    `${EXTRA_PASSWORD}:account:${accountPasswordKey(userId)}`,
    ...sessionIds.map(extraPasswordSessionKey),
  ];
}
