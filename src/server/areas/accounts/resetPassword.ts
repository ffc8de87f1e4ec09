import { accountPasswordKey, ACCOUNT_PASSWORD } from './attempts';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './repository/sessions';
import { disableTwoFactorIn } from './repository/twoFactor';
import { findUserByUsername, updateUserColumns } from './repository/users';
import type { AccountsDb } from './tables';

/** The shortest and longest new password, as the contract's NewPassword says. */
export const NEW_PASSWORD_LENGTH = { min: 10, max: 1024 } as const;

export type ResetPasswordResult =
  | { outcome: 'reset'; userId: string; sessionsEnded: number; twoFactor: 'off' | 'turned off' | 'still on' }
  | { outcome: 'no such user' }
  | { outcome: 'password too short' | 'password too long' };

/**
 * What the person running the server does for a user who forgot their password (`npm run
 * reset-password`): a new password, every session of theirs ended, their failed-login count
 * cleared, and 2FA turned off only when asked. The extra password and the vault stay: they never
 * depended on the account password.
 */
export async function resetPassword(
  db: AccountsDb,
  request: { username: string; newPassword: string; turnOffTwoFactor: boolean; now: Date },
): Promise<ResetPasswordResult> {
  if (request.newPassword.length < NEW_PASSWORD_LENGTH.min) return { outcome: 'password too short' };
  if (request.newPassword.length > NEW_PASSWORD_LENGTH.max) return { outcome: 'password too long' };
  const user = await findUserByUsername(db, request.username);
  if (user === undefined) return { outcome: 'no such user' };
  const passwordHash = await hashPassword(request.newPassword);
  const now = request.now.toISOString();
  const twoFactorOn = user.is_2fa_enabled === 1;
  const sessionsEnded = await db.transaction().execute(async (trx) => {
    await updateUserColumns(trx, user.id, { password_hash: passwordHash }, now);
    if (twoFactorOn && request.turnOffTwoFactor) await disableTwoFactorIn(trx, user.id, now);
    // A forgotten password often ends in a locked login: the owner may try the new one at once.
    await trx.deleteFrom('rate_limit').where('key', '=', `${ACCOUNT_PASSWORD}:account:${accountPasswordKey(user.id)}`).execute();
    return revokeAllSessions(trx, user.id, now);
  });
  const twoFactor = !twoFactorOn ? 'off' : request.turnOffTwoFactor ? 'turned off' : 'still on';
  return { outcome: 'reset', userId: user.id, sessionsEnded, twoFactor };
}
