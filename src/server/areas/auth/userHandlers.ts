import type { FastifyRequest } from 'fastify';
import { ok } from '../../envelope';
import { badRequest, notFound, unauthorized } from '../../errors';
import type { AppDeps, Handler } from '../../handlers';
import { countAttempt } from './attempts';
import { accessOf } from './context';
import { openSession, type IssueContext } from './issue';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { toPreferenceColumns, type PreferencesChange } from './preferences';
import { findSession, isLive, revokeExtraSessions, revokeOtherSessions } from './sessionsRepository';
import { authSettings } from './settings';
import { createTokenSigner } from './tokens';
import { findPreferences, findUserById, updatePreferences, updateUserColumns, type UserRow } from './usersRepository';
import { toPreferences } from './userView';

export const WRONG_PASSWORD = 'Wrong password';
export const USER_NOT_FOUND = 'User not found';
export const ONE_CHANGE = 'Send preferences, or currentPassword with either extraPassword or newPassword';

interface UpdateUserBody {
  preferences?: PreferencesChange;
  currentPassword?: string;
  extraPassword?: string;
  newPassword?: string;
}

/** PUT /auth/user/{id} and POST /auth/extra-password. */
export function createUserHandlers(deps: Pick<AppDeps, 'db' | 'secret' | 'auth'>) {
  const settings = authSettings(deps.auth);
  const context: IssueContext = { db: deps.db, signer: createTokenSigner(deps.secret), settings };
  const { db } = deps;

  /** Checks a password of the caller's, counting the attempt against the rate limits. */
  async function checkPassword(request: FastifyRequest, purpose: string, user: UserRow, hash: string | null, given: string) {
    const succeeded = await countAttempt(db, settings, request, purpose, user.id);
    const valid = hash === null ? await verifyAgainstDummy(given) : await verifyPassword(hash, given);
    if (!valid) throw unauthorized(WRONG_PASSWORD);
    await succeeded();
  }

  async function profile(userId: string) {
    const user = await findUserById(db, userId);
    if (user === undefined) throw notFound(USER_NOT_FOUND);
    return {
      _id: user.id,
      username: user.username,
      is2faEnabled: user.is_2fa_enabled === 1,
      hasExtraPassword: user.extra_password_hash !== null,
      preferences: toPreferences(await findPreferences(db, userId)),
    };
  }

  return {
    async updateUser(request) {
      const caller = accessOf(request);
      const { id } = request.params as { id: string };
      // Another user's id is reported like a missing one, before the body says anything (DESIGN §2).
      if (id !== caller.userId) throw notFound(USER_NOT_FOUND);
      const { preferences, currentPassword, extraPassword, newPassword } = request.body as UpdateUserBody;
      const passwordChanges = [extraPassword, newPassword].filter((value) => value !== undefined).length;
      const valid =
        preferences !== undefined
          ? currentPassword === undefined && passwordChanges === 0
          : currentPassword !== undefined && passwordChanges === 1;
      if (!valid) throw badRequest(ONE_CHANGE);
      const now = settings.now().toISOString();

      if (preferences !== undefined) {
        const columns = toPreferenceColumns(preferences);
        if (Object.keys(columns).length === 0) throw badRequest('preferences must name at least one preference');
        await updatePreferences(db, caller.userId, columns, now);
        return ok(await profile(caller.userId));
      }

      const user = await findUserById(db, caller.userId);
      if (user === undefined) throw notFound(USER_NOT_FOUND);
      await checkPassword(request, 'password', user, user.password_hash, currentPassword ?? '');
      if (extraPassword !== undefined) {
        const extraHash = await hashPassword(extraPassword);
        await db.transaction().execute(async (trx) => {
          await updateUserColumns(trx, user.id, { extra_password_hash: extraHash }, now);
          await revokeExtraSessions(trx, user.id, now);
        });
      } else if (newPassword !== undefined) {
        const passwordHash = await hashPassword(newPassword);
        // A changed password ends every other session: whoever knew the old one is out.
        await db.transaction().execute(async (trx) => {
          await updateUserColumns(trx, user.id, { password_hash: passwordHash }, now);
          await revokeOtherSessions(trx, user.id, caller.sessionId, now);
        });
      }
      return ok(await profile(caller.userId));
    },

    async extraPasswordLogin(request) {
      const caller = accessOf(request);
      const { extraPassword } = request.body as { extraPassword: string };
      // Access tokens outlive a logout by minutes; an ended login must not open the password area.
      const login = await findSession(db, caller.sessionId);
      if (login?.state !== 'active' || !isLive(login, settings.now().toISOString())) {
        throw unauthorized('Missing or invalid access token');
      }
      const user = await findUserById(db, caller.userId);
      if (user === undefined) throw unauthorized(WRONG_PASSWORD);
      await checkPassword(request, 'extra', user, user.extra_password_hash, extraPassword);
      const { access } = await openSession(context, request, { userId: user.id, kind: 'extra', parentId: caller.sessionId });
      return ok({ token: access.token, refreshToken: access.refreshToken, expiresIn: access.expiresIn });
    },
  } satisfies Record<string, Handler>;
}
