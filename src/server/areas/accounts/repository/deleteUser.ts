import { userAttemptKeys } from '../attempts';
import type { AccountsDb } from '../tables';

/**
 * Deletes a user and everything of theirs, in one transaction: the attempt counters that name
 * them or their logins, then the user's row. Every other table of every area refers to `user`
 * (directly or through a parent) with ON DELETE CASCADE, so the one delete takes every area's rows
 * with it, images' bytes included (tests/api/accounts/deleteUser.test.ts checks the schema keeps
 * it so). False when there was no such user.
 */
export async function deleteUserAndData(db: AccountsDb, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const sessions = await trx.selectFrom('session').select('id').where('user_id', '=', userId).execute();
    const keys = userAttemptKeys(userId, sessions.map((session) => session.id));
    await trx.deleteFrom('rate_limit').where('key', 'in', keys).execute();
    const deleted = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  });
}
