import type { PasswordsDb } from '../tables';

/**
 * Deletes every entry and group of the user: the vault reset of PUT /auth/user/{id}, run by the
 * accounts area in the transaction that sets the new extra password.
 */
export async function deleteVault(db: PasswordsDb, userId: string): Promise<void> {
  await db.deleteFrom('password_entry').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_group').where('user_id', '=', userId).execute();
}
