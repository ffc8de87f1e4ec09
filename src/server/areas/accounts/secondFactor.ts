import type { AccountsContext } from './context';
import { markStepUsed, useRecoveryCode } from './repository/twoFactor';
import type { UserRow } from './repository/users';
import { hashRecoveryCode, isTotpCode, matchingStep, openSecret } from './totp';

/** Checks of a second factor, shared by the 2FA handlers and the account deletion. */
export function createSecondFactorChecks({ db, settings, secret }: AccountsContext) {
  /** A TOTP code of the secret not used before, marking its step used. */
  async function totpAccepted(userId: string, sealed: string, code: string): Promise<boolean> {
    const now = settings.now();
    const step = matchingStep(openSecret(secret, sealed), code, now);
    return step !== undefined && (await markStepUsed(db, userId, step, now.toISOString()));
  }

  /** The user's second factor: a fresh TOTP code or an unused recovery code (used up by this). */
  async function secondFactorAccepted(user: UserRow, code: string): Promise<boolean> {
    if (user.totp_secret === null) return false;
    if (isTotpCode(code)) return totpAccepted(user.id, user.totp_secret, code);
    return useRecoveryCode(db, user.id, hashRecoveryCode(code), settings.now().toISOString());
  }

  return { totpAccepted, secondFactorAccepted };
}
