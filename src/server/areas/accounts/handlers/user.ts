import type { FastifyRequest } from 'fastify';
import type { Profile, Schemas } from '../../../../contract/types';
import type { Caller } from '../../../caller';
import { badRequest } from '../../../errors';
import type { SecuredHandlers } from '../../../handlers';
import { deleteVault } from '../../passwords/index';
import type { PasswordsDb } from '../../passwords/tables';
import type { AccountsContext } from '../context';
import { openSession } from '../issue';
import { createPasswordChecks } from '../passwordChecks';
import { hashPassword } from '../passwords';
import { toPreferenceColumns } from '../preferences';
import { refusals } from '../refusals';
import { revokeExtraSessions, revokeOtherSessions } from '../repository/sessions';
import { findPreferences, findUser, updatePreferences, updateUserColumns } from '../repository/users';
import type { AccountsDb } from '../tables';
import { toProfile } from '../views';

type VaultKdf = Schemas['VaultKdf'];

/** The vault reset deletes the password area's rows, through its repository, in accounts' transaction. */
const asPasswordsDb = (db: AccountsDb) => db as unknown as PasswordsDb;

/** GET and PUT /auth/user/{id}, GET and POST /auth/extra-password. */
export function createUserHandlers(context: AccountsContext) {
  const { db, settings } = context;
  const { checkAccountPassword, checkExtraPassword } = createPasswordChecks(context);

  async function profile(userId: string): Promise<Profile> {
    const user = await findUser(db, userId);
    if (user === undefined) throw refusals.userNotFound();
    return toProfile(user, await findPreferences(db, userId));
  }

  /**
   * Setting the extra password over one with a vault needs the old one (its derived key, checked
   * against the extra login's budget), or a reset that deletes the vault; an extra password from
   * before the vault (nothing the browser can derive matches its hash) only the reset replaces.
   */
  async function checkVaultChange(request: FastifyRequest, caller: Caller, currentExtraPassword: string | undefined, reset: boolean) {
    const user = await findUser(db, caller.userId);
    if (user === undefined) throw refusals.userNotFound();
    if (user.extra_password_hash === null || reset) return;
    if (user.wrapped_vault_key === null) throw refusals.vaultResetNeeded();
    if (currentExtraPassword === undefined) throw refusals.currentExtraPasswordRequired();
    await checkExtraPassword(request, caller, user.extra_password_hash, currentExtraPassword);
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
      const { preferences, currentPassword, extraPassword, vault, currentExtraPassword, resetVault, newPassword } = body;
      const passwordChanges = [extraPassword ?? vault, newPassword].filter((value) => value !== undefined).length;
      const vaultChange = currentExtraPassword !== undefined || resetVault !== undefined;
      const valid =
        preferences !== undefined
          ? currentPassword === undefined && passwordChanges === 0 && !vaultChange
          : currentPassword !== undefined && passwordChanges === 1 && !(vaultChange && newPassword !== undefined);
      if (!valid) throw refusals.oneChangeAtATime();
      if ((extraPassword === undefined) !== (vault === undefined)) throw refusals.vaultRequired();
      if (currentExtraPassword !== undefined && resetVault !== undefined) throw refusals.currentOrReset();
      const now = settings.now().toISOString();

      if (preferences !== undefined) {
        const columns = toPreferenceColumns(preferences);
        if (Object.keys(columns).length === 0) throw badRequest('preferences must name at least one preference');
        await updatePreferences(db, caller.userId, columns, now);
        return profile(caller.userId);
      }

      await checkAccountPassword(request, caller.userId, currentPassword ?? '');
      if (extraPassword !== undefined && vault !== undefined) {
        await checkVaultChange(request, caller, currentExtraPassword, resetVault === true);
        const extraHash = await hashPassword(extraPassword);
        const columns = { extra_password_hash: extraHash, vault_kdf: JSON.stringify(vault.kdf), wrapped_vault_key: vault.wrappedVaultKey };
        await db.transaction().execute(async (trx) => {
          await updateUserColumns(trx, caller.userId, columns, now);
          // A reset deletes what the old vault key sealed: nobody can open it any more.
          if (resetVault === true) await deleteVault(asPasswordsDb(trx), caller.userId);
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

    async getExtraPasswordVault({ caller }) {
      const user = await findUser(db, caller.userId);
      if (user === undefined) throw refusals.userNotFound();
      if (user.extra_password_hash === null) throw refusals.extraPasswordNotSet();
      if (user.vault_kdf === null || user.wrapped_vault_key === null) throw refusals.vaultResetNeeded();
      return { kdf: JSON.parse(user.vault_kdf) as VaultKdf, wrappedVaultKey: user.wrapped_vault_key };
    },

    async extraPasswordLogin({ body: { extraPassword }, caller, request }) {
      const user = await findUser(db, caller.userId);
      if (user === undefined) throw refusals.wrongPassword();
      await checkExtraPassword(request, caller, user.extra_password_hash, extraPassword);
      const { access } = await openSession(context, request, { userId: user.id, kind: 'extra', parentId: caller.sessionId });
      return { token: access.token, refreshToken: access.refreshToken, expiresIn: access.expiresIn };
    },
  } satisfies Partial<SecuredHandlers>;
}
