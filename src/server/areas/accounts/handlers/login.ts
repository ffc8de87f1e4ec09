import type { FastifyRequest } from 'fastify';
import type { User } from '../../../../contract/types';
import { badRequest } from '../../../errors';
import type { OpenHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { accountPasswordKey, ACCOUNT_PASSWORD, countAttempt, countSignup } from '../attempts';
import type { AccountsContext } from '../context';
import { accessView, openPendingSession, openSession } from '../issue';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../passwords';
import { refusals } from '../refusals';
import { rotateRefreshToken } from '../repository/sessions';
import { hashToken, newRefreshToken } from '../tokens';
import { anyUserExists, findPreferences, findUser, findUserByUsername, insertUser } from '../repository/users';
import { toUser } from '../views';

/** POST /auth/signup, /auth/login and /auth/refreshtoken: the operations anyone may call. */
export function createLoginHandlers(context: AccountsContext) {
  const { db, settings } = context;

  /** The user of spec §3 with a fresh main session. */
  async function logIn(request: FastifyRequest, userId: string): Promise<User> {
    const user = await findUser(db, userId);
    if (user === undefined) throw refusals.wrongLogin();
    const { sessionId, access } = await openSession(context, request, { userId, kind: 'main' });
    return toUser(user, await findPreferences(db, userId), sessionId, access);
  }

  return {
    async signup({ body: { username, password, language }, request }) {
      if (!settings.allowSignup && (await anyUserExists(db))) throw refusals.signupClosed();
      await countSignup(db, settings, request);
      // Spares the Argon2 work for a taken name; the unique index still decides under races.
      if ((await findUserByUsername(db, username)) !== undefined) throw refusals.usernameTaken();
      const id = newId();
      const passwordHash = await hashPassword(password);
      const now = settings.now().toISOString();
      const created = await insertUser(db, { id, username, passwordHash, now, ...(language === undefined ? {} : { language }) });
      if (!created) throw refusals.usernameTaken();
      return logIn(request, id);
    },

    async login({ body: { username, password }, request }) {
      const user = await findUserByUsername(db, username);
      const succeeded = await countAttempt(db, settings, request, ACCOUNT_PASSWORD, accountPasswordKey(user?.id, username));
      const valid = user === undefined ? await verifyAgainstDummy(password) : await verifyPassword(user.password_hash, password);
      if (user === undefined || !valid) throw refusals.wrongLogin();
      await succeeded();
      // With 2FA the password only opens a pending session; POST /auth/2fa completes it.
      if (user.is_2fa_enabled === 1) return openPendingSession(context, request, user.id);
      return logIn(request, user.id);
    },

    async refreshToken({ body: { refreshToken, extraRefreshToken }, request }) {
      if ((refreshToken === undefined) === (extraRefreshToken === undefined)) {
        throw badRequest('Send either refreshToken or extraRefreshToken');
      }
      const kind = refreshToken === undefined ? 'extra' : 'main';
      const presented = refreshToken ?? extraRefreshToken ?? '';
      const next = newRefreshToken();
      const result = await rotateRefreshToken(db, hashToken(presented), hashToken(next), kind, settings.now().toISOString());
      if (result.outcome !== 'rotated') {
        if (result.outcome === 'reused') request.log.warn('A rotated refresh token was reused; its session is revoked');
        throw refusals.invalidRefreshToken();
      }
      const { token, expiresIn } = await accessView(context, { userId: result.session.user_id, sessionId: result.session.id }, kind, next);
      return { token, refreshToken: next, expiresIn };
    },
  } satisfies Partial<OpenHandlers>;
}
