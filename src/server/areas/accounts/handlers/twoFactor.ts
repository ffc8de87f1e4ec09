import type { SecuredHandlers } from '../../../handlers';
import type { Caller } from '../../../caller';
import { countAttempt, TWO_FACTOR } from '../attempts';
import type { AccountsContext } from '../context';
import { completePendingSession } from '../issue';
import { createPasswordChecks } from '../passwordChecks';
import { verifyPassword } from '../passwords';
import { refusals } from '../refusals';
import { createSecondFactorChecks } from '../secondFactor';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, sealSecret } from '../totp';
import { disableTwoFactor, enableTwoFactor } from '../repository/twoFactor';
import { findPreferences, findUser, updateUserColumns, type UserRow } from '../repository/users';
import { toUser } from '../views';

/** POST /auth/2fa (finish a login) and the setup operations under /auth/2fa/. */
export function createTwoFactorHandlers(context: AccountsContext) {
  const { db, settings, secret } = context;
  const { confirmIdentity } = createPasswordChecks(context);
  const { totpAccepted, secondFactorAccepted } = createSecondFactorChecks(context);

  async function callerUser(caller: Caller): Promise<UserRow> {
    const user = await findUser(db, caller.userId);
    if (user === undefined) throw refusals.invalidAccessToken();
    return user;
  }

  return {
    async verifyTwoFactor({ body: { code }, caller, request }) {
      // The security check let only a live pending-2FA session's token through.
      const succeeded = await countAttempt(db, settings, request, TWO_FACTOR, caller.userId);
      const user = await callerUser(caller);
      if (!(await secondFactorAccepted(user, code))) throw refusals.wrongCode();
      await succeeded();
      const access = await completePendingSession(context, caller);
      return toUser(user, await findPreferences(db, user.id), caller.sessionId, access);
    },

    async startTwoFactorSetup({ body, caller, request }) {
      const user = await callerUser(caller);
      if (user.is_2fa_enabled === 1) throw refusals.twoFactorAlreadyOn();
      await confirmIdentity(request, caller, body?.currentPassword);
      const { secret: base32, uri } = newTotpSecret(user.username);
      await updateUserColumns(db, user.id, { totp_pending_secret: sealSecret(secret, base32) }, settings.now().toISOString());
      return { secret: base32, uri };
    },

    async confirmTwoFactorSetup({ body: { code }, caller, request }) {
      const user = await callerUser(caller);
      if (user.is_2fa_enabled === 1) throw refusals.twoFactorAlreadyOn();
      if (user.totp_pending_secret === null) throw refusals.twoFactorSetupNotStarted();
      const succeeded = await countAttempt(db, settings, request, TWO_FACTOR, user.id);
      if (!(await totpAccepted(user.id, user.totp_pending_secret, code))) throw refusals.wrongCode();
      await succeeded();
      const recoveryCodes = newRecoveryCodes();
      await enableTwoFactor(db, user.id, user.totp_pending_secret, recoveryCodes.map(hashRecoveryCode), settings.now().toISOString());
      return { recoveryCodes };
    },

    async turnOffTwoFactor({ body: { password, code }, caller, request }) {
      const user = await callerUser(caller);
      if (user.is_2fa_enabled !== 1) throw refusals.twoFactorNotOn();
      const succeeded = await countAttempt(db, settings, request, TWO_FACTOR, user.id);
      // One answer for either failure; the code is only tried (and used up) after the password passes.
      const passwordOk = await verifyPassword(user.password_hash, password);
      const codeOk = passwordOk && (await secondFactorAccepted(user, code));
      if (!codeOk) throw refusals.wrongPasswordOrCode();
      await succeeded();
      await disableTwoFactor(db, user.id, settings.now().toISOString());
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
