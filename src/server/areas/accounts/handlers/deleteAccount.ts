import type { SecuredHandlers } from '../../../handlers';
import { countAttempt, TWO_FACTOR } from '../attempts';
import type { AccountsContext } from '../context';
import { createPasswordChecks } from '../passwordChecks';
import { refusals } from '../refusals';
import { deleteUserAndData } from '../repository/deleteUser';
import { findUser } from '../repository/users';
import { createSecondFactorChecks } from '../secondFactor';

/** DELETE /auth/user/{id}: the caller's account and everything of it, with the password asked again. */
export function createDeleteAccountHandlers(context: AccountsContext) {
  const { db, settings } = context;
  const { checkAccountPassword } = createPasswordChecks(context);
  const { secondFactorAccepted } = createSecondFactorChecks(context);

  return {
    async deleteUser({ params, body: { password, code }, caller, request }) {
      // Another user's id is reported like a missing one (DESIGN §2), before anything is checked.
      if (params.id !== caller.userId) throw refusals.userNotFound();
      const user = await findUser(db, caller.userId);
      if (user === undefined) throw refusals.userNotFound();
      await checkAccountPassword(request, user.id, password);
      if (user.is_2fa_enabled === 1) {
        if (code === undefined) throw refusals.twoFactorCodeRequired();
        const succeeded = await countAttempt(db, settings, request, TWO_FACTOR, user.id);
        if (!(await secondFactorAccepted(user, code))) throw refusals.wrongCode();
        await succeeded();
      }
      if (!(await deleteUserAndData(db, user.id))) throw refusals.userNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
