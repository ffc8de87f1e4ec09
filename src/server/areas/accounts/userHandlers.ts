import type { Profile } from '../../../contract/types';
import { badRequest } from '../../errors';
import type { SecuredHandlers } from '../../handlers';
import type { AccountsContext } from './context';
import { openSession } from './issue';
import { createPasswordChecks } from './passwordChecks';
import { hashPassword } from './passwords';
import { toPreferenceColumns } from './preferences';
import { refusals } from './refusals';
import { revokeExtraSessions, revokeOtherSessions } from './sessionsRepository';
import { findPreferences, findUser, updatePreferences, updateUserColumns } from './usersRepository';
import { toProfile } from './userView';

/** GET and PUT /auth/user/{id}, POST /auth/extra-password. */
export function createUserHandlers(context: AccountsContext) {
  const { db, settings } = context;
  const { checkPassword, checkAccountPassword } = createPasswordChecks(context);

  async function profile(userId: string): Promise<Profile> {
    const user = await findUser(db, userId);
    if (user === undefined) throw refusals.userNotFound();
    return toProfile(user, await findPreferences(db, userId));
  }

  /** Only the caller's own id: another user's is reported like a missing one (DESIGN §2). */
  function ownId(id: string, userId: string): void {
    if (id !== userId) throw refusals.userNotFound();
  }

  return {
    async getUser({ params, caller }) {
      ownId(params.id, caller.userId);
      return profile(caller.userId);
    },

    async updateUser({ params, body, caller, request }) {
      // Checked before the body says anything, so another user's id learns nothing.
      ownId(params.id, caller.userId);
      const { preferences, currentPassword, extraPassword, newPassword } = body;
      const passwordChanges = [extraPassword, newPassword].filter((value) => value !== undefined).length;
      const valid =
        preferences !== undefined
          ? currentPassword === undefined && passwordChanges === 0
          : currentPassword !== undefined && passwordChanges === 1;
      if (!valid) throw refusals.oneChangeAtATime();
      const now = settings.now().toISOString();

      if (preferences !== undefined) {
        const columns = toPreferenceColumns(preferences);
        if (Object.keys(columns).length === 0) throw badRequest('preferences must name at least one preference');
        await updatePreferences(db, caller.userId, columns, now);
        return profile(caller.userId);
      }

      await checkAccountPassword(request, caller.userId, currentPassword ?? '');
      if (extraPassword !== undefined) {
        const extraHash = await hashPassword(extraPassword);
        await db.transaction().execute(async (trx) => {
          await updateUserColumns(trx, caller.userId, { extra_password_hash: extraHash }, now);
          await revokeExtraSessions(trx, caller.userId, now);
        });
      } else if (newPassword !== undefined) {
        const passwordHash = await hashPassword(newPassword);
        // A changed password ends every other session: whoever knew the old one is out.
        await db.transaction().execute(async (trx) => {
          await updateUserColumns(trx, caller.userId, { password_hash: passwordHash }, now);
          await revokeOtherSessions(trx, caller.userId, caller.sessionId, now);
        });
      }
      return profile(caller.userId);
    },

    async extraPasswordLogin({ body: { extraPassword }, caller, request }) {
      const user = await findUser(db, caller.userId);
      if (user === undefined) throw refusals.wrongPassword();
      await checkPassword(request, 'extra', user.id, user.extra_password_hash, extraPassword);
      const { access } = await openSession(context, request, { userId: user.id, kind: 'extra', parentId: caller.sessionId });
      return { token: access.token, refreshToken: access.refreshToken, expiresIn: access.expiresIn };
    },
  } satisfies Partial<SecuredHandlers>;
}
