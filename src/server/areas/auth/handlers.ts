import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../../domain/preferences';
import { ok } from '../../envelope';
import { badRequest, conflict, unauthorized } from '../../errors';
import type { AppDeps, Handler } from '../../handlers';
import { newId } from '../../ids';
import { countAttempt } from './attempts';
import { accessOf } from './context';
import { accessView, openPendingSession, openSession, type IssueContext } from './issue';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { findSessionByRefreshToken, revokeSession, rotateRefreshToken } from './sessionsRepository';
import { authSettings } from './settings';
import { createTokenSigner, hashToken, newRefreshToken } from './tokens';
import { findPreferences, findUserById, findUserByUsername, insertUser } from './usersRepository';
import { toUser } from './userView';

export const WRONG_LOGIN = 'Wrong username or password';
export const USERNAME_TAKEN = 'Username is taken';
export const INVALID_REFRESH_TOKEN = 'Invalid or expired refresh token';

const body = <T>(request: FastifyRequest): T => request.body as T;

export function createAuthHandlers(deps: Pick<AppDeps, 'db' | 'secret' | 'auth'>) {
  const settings = authSettings(deps.auth);
  const context: IssueContext = { db: deps.db, signer: createTokenSigner(deps.secret), settings };
  const { db } = deps;

  /** The user of spec §3 with a fresh main session. */
  async function logIn(request: FastifyRequest, userId: string) {
    const user = await findUserById(db, userId);
    if (user === undefined) throw unauthorized(WRONG_LOGIN);
    const { sessionId, access } = await openSession(context, request, { userId, kind: 'main' });
    return toUser(user, await findPreferences(db, userId), sessionId, access);
  }

  const handlers = {
    async signup(request) {
      const { username, password, language } = body<{ username: string; password: string; language?: LanguageCode }>(request);
      // Spares the Argon2 work for a taken name; the unique index still decides under races.
      if ((await findUserByUsername(db, username)) !== undefined) throw conflict(USERNAME_TAKEN);
      const id = newId();
      const passwordHash = await hashPassword(password);
      const now = settings.now().toISOString();
      const created = await insertUser(db, { id, username, passwordHash, now, ...(language === undefined ? {} : { language }) });
      if (!created) throw conflict(USERNAME_TAKEN);
      return ok(await logIn(request, id));
    },

    async login(request) {
      const { username, password } = body<{ username: string; password: string }>(request);
      const succeeded = await countAttempt(db, settings, request, 'login', username.toLowerCase());
      const user = await findUserByUsername(db, username);
      const valid = user === undefined ? await verifyAgainstDummy(password) : await verifyPassword(user.password_hash, password);
      if (user === undefined || !valid) throw unauthorized(WRONG_LOGIN);
      await succeeded();
      // With 2FA the password only opens a pending session; POST /auth/2fa completes it.
      if (user.is_2fa_enabled === 1) return ok(await openPendingSession(context, request, user.id));
      return ok(await logIn(request, user.id));
    },

    async refreshToken(request) {
      const { refreshToken, extraRefreshToken } = body<{ refreshToken?: string; extraRefreshToken?: string }>(request);
      if ((refreshToken === undefined) === (extraRefreshToken === undefined)) {
        throw badRequest('Send either refreshToken or extraRefreshToken');
      }
      const kind = refreshToken === undefined ? 'extra' : 'main';
      const presented = refreshToken ?? extraRefreshToken ?? '';
      const next = newRefreshToken();
      const result = await rotateRefreshToken(db, hashToken(presented), hashToken(next), kind, settings.now().toISOString());
      if (result.outcome !== 'rotated') {
        if (result.outcome === 'reused') request.log.warn('A rotated refresh token was reused; its session is revoked');
        throw unauthorized(INVALID_REFRESH_TOKEN);
      }
      const { token, refreshToken: rotated, expiresIn } = await accessView(
        context,
        { userId: result.session.user_id, sessionId: result.session.id },
        kind,
        next,
      );
      return ok({ token, refreshToken: rotated, expiresIn });
    },

    async logout(request) {
      const { refreshToken } = body<{ refreshToken: string }>(request);
      const caller = accessOf(request);
      const now = settings.now().toISOString();
      // The refresh token names the session to end; the access token's session ends in any case,
      // so a client holding a stale refresh token still logs out.
      const named = await findSessionByRefreshToken(db, hashToken(refreshToken));
      if (named?.user_id === caller.userId) await revokeSession(db, named.id, now);
      await revokeSession(db, caller.sessionId, now);
      return ok(null);
    },
  } satisfies Record<string, Handler>;
  return handlers;
}
