import type { FastifyRequest } from 'fastify';
import { ok } from '../../envelope';
import { conflict, unauthorized } from '../../errors';
import type { AppDeps, Handler } from '../../handlers';
import { countAttempt } from './attempts';
import { accessOf } from './context';
import { completePendingSession, type IssueContext } from './issue';
import { verifyPassword } from './passwords';
import { findSession, isLive } from './sessionsRepository';
import { authSettings } from './settings';
import { createTokenSigner } from './tokens';
import { hashRecoveryCode, isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, openSecret, sealSecret } from './totp';
import { disableTwoFactor, enableTwoFactor, markStepUsed, useRecoveryCode } from './twoFactorRepository';
import { findPreferences, findUserById, updateUserColumns, type UserRow } from './usersRepository';
import { toUser } from './userView';

export const WRONG_CODE = 'Wrong code';
export const WRONG_PASSWORD_OR_CODE = 'Wrong password or code';
export const ALREADY_ON = 'Two-factor authentication is already on';
export const NOT_ON = 'Two-factor authentication is not on';
export const NO_SETUP = 'Start the two-factor setup first';
const PENDING_EXPIRED = 'The login has expired. Please log in again.';

/** POST /auth/2fa (finish a login) and the setup operations under /auth/2fa/. */
export function createTwoFactorHandlers(deps: Pick<AppDeps, 'db' | 'secret' | 'auth'>) {
  const settings = authSettings(deps.auth);
  const context: IssueContext = { db: deps.db, signer: createTokenSigner(deps.secret), settings };
  const { db, secret } = deps;

  /** A TOTP code of the secret not used before, marking its step used. */
  async function totpAccepted(userId: string, sealed: string, code: string): Promise<boolean> {
    const now = settings.now();
    const step = matchingStep(openSecret(secret, sealed), code, now);
    return step !== undefined && (await markStepUsed(db, userId, step, now.toISOString()));
  }

  /** The user's second factor: a fresh TOTP code or an unused recovery code. */
  async function secondFactorAccepted(user: UserRow, code: string): Promise<boolean> {
    if (user.totp_secret === null) return false;
    if (isTotpCode(code)) return totpAccepted(user.id, user.totp_secret, code);
    return useRecoveryCode(db, user.id, hashRecoveryCode(code), settings.now().toISOString());
  }

  async function callerUser(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(db, accessOf(request).userId);
    if (user === undefined) throw unauthorized('Missing or invalid access token');
    return user;
  }

  return {
    async verifyTwoFactor(request) {
      const claims = accessOf(request);
      const { code } = request.body as { code: string };
      const session = await findSession(db, claims.sessionId);
      if (session?.state !== 'pending_2fa' || !isLive(session, settings.now().toISOString())) {
        throw unauthorized(PENDING_EXPIRED);
      }
      const succeeded = await countAttempt(db, settings, request, '2fa', claims.userId);
      const user = await callerUser(request);
      if (!(await secondFactorAccepted(user, code))) throw unauthorized(WRONG_CODE);
      await succeeded();
      const access = await completePendingSession(context, claims);
      return ok(toUser(user, await findPreferences(db, user.id), claims.sessionId, access));
    },

    async startTwoFactorSetup(request) {
      const user = await callerUser(request);
      if (user.is_2fa_enabled === 1) throw conflict(ALREADY_ON);
      const { secret: base32, uri } = newTotpSecret(user.username);
      await updateUserColumns(db, user.id, { totp_pending_secret: sealSecret(secret, base32) }, settings.now().toISOString());
      return ok({ secret: base32, uri });
    },

    async confirmTwoFactorSetup(request) {
      const user = await callerUser(request);
      const { code } = request.body as { code: string };
      if (user.is_2fa_enabled === 1) throw conflict(ALREADY_ON);
      if (user.totp_pending_secret === null) throw conflict(NO_SETUP);
      const succeeded = await countAttempt(db, settings, request, '2fa', user.id);
      if (!(await totpAccepted(user.id, user.totp_pending_secret, code))) throw unauthorized(WRONG_CODE);
      await succeeded();
      const recoveryCodes = newRecoveryCodes();
      await enableTwoFactor(db, user.id, user.totp_pending_secret, recoveryCodes.map(hashRecoveryCode), settings.now().toISOString());
      return ok({ recoveryCodes });
    },

    async turnOffTwoFactor(request) {
      const user = await callerUser(request);
      const { password, code } = request.body as { password: string; code: string };
      if (user.is_2fa_enabled !== 1) throw conflict(NOT_ON);
      const succeeded = await countAttempt(db, settings, request, '2fa', user.id);
      // One message for either failure; the code is only tried (and used up) after the password passes.
      const passwordOk = await verifyPassword(user.password_hash, password);
      const codeOk = passwordOk && (await secondFactorAccepted(user, code));
      if (!codeOk) throw unauthorized(WRONG_PASSWORD_OR_CODE);
      await succeeded();
      await disableTwoFactor(db, user.id, settings.now().toISOString());
      return ok(null);
    },
  } satisfies Record<string, Handler>;
}
