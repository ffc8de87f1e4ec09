import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../caller';
import { accountPasswordKey, ACCOUNT_PASSWORD, countAttempt, countExtraPasswordAttempt } from './attempts';
import type { AccountsContext } from './context';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { refusals } from './refusals';
import { findSession } from './repository/sessions';
import { findUser } from './repository/users';

/**
 * How long after signing in a change that could lock the owner out (turning on 2FA, ending every
 * other session) goes through without the password being asked again.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Password checks that count against the rate limits, shared by the accounts handlers. */
export function createPasswordChecks({ db, settings }: AccountsContext) {
  /** Checks a password after counting the attempt; a wrong one keeps its count. */
  async function checkCounted(count: () => Promise<() => Promise<void>>, hash: string | null, given: string) {
    const succeeded = await count();
    const valid = hash === null ? await verifyAgainstDummy(given) : await verifyPassword(hash, given);
    if (!valid) throw refusals.wrongPassword();
    await succeeded();
  }

  /** Checks a password of the user's; a wrong one counts against the purpose's budget. */
  function checkPassword(request: FastifyRequest, purpose: string, account: string, hash: string | null, given: string) {
    return checkCounted(() => countAttempt(db, settings, request, purpose, account), hash, given);
  }

  /** The extra password (its derived key), counted against the caller's login (see attempts.ts). */
  function checkExtraPassword(request: FastifyRequest, caller: Caller, hash: string | null, given: string) {
    return checkCounted(() => countExtraPasswordAttempt(db, settings, request, caller), hash, given);
  }

  /** The account password, counted against the one budget that login also spends. */
  async function checkAccountPassword(request: FastifyRequest, userId: string, given: string) {
    const user = await findUser(db, userId);
    if (user === undefined) throw refusals.userNotFound();
    await checkPassword(request, ACCOUNT_PASSWORD, accountPasswordKey(user.id), user.password_hash, given);
  }

  /**
   * Lets a change through when the caller typed the account password, or signed in (the session's
   * start) within the last few minutes; otherwise 403 PASSWORD_REQUIRED, so a stolen token alone
   * cannot take the account over.
   */
  async function confirmIdentity(request: FastifyRequest, caller: Caller, currentPassword: string | undefined) {
    if (currentPassword !== undefined) return checkAccountPassword(request, caller.userId, currentPassword);
    const session = await findSession(db, caller.userId, caller.sessionId);
    const signedInAt = session === undefined ? Number.NaN : Date.parse(session.created_at);
    const age = settings.now().getTime() - signedInAt;
    if (!(age <= RECENT_SIGN_IN_SECONDS * 1000)) throw refusals.passwordRequired();
  }

  return { checkPassword, checkAccountPassword, checkExtraPassword, confirmIdentity };
}
