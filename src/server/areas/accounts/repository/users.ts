import type { Selectable } from 'kysely';
import type { LanguageCode } from '../../../../contract/types';
import type { AccountsDb, UserPreferencesTable, UserTable } from '../tables';

export type UserRow = Selectable<UserTable>;
export type PreferencesRow = Selectable<UserPreferencesTable>;

/** Usernames are unique ignoring case: this is the key the unique index holds. */
export const usernameKey = (username: string): string => username.toLowerCase();

export interface NewUser {
  id: string;
  username: string;
  passwordHash: string;
  language?: LanguageCode;
  now: string;
}

/** Creates the user and its default preferences; false when the username is taken. */
export async function insertUser(db: AccountsDb, user: NewUser): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user')
        .values({
          id: user.id,
          username: user.username,
          username_key: usernameKey(user.username),
          password_hash: user.passwordHash,
          created_at: user.now,
          updated_at: user.now,
        })
        .execute();
      await trx
        .insertInto('user_preferences')
        .values({ user_id: user.id, updated_at: user.now, ...(user.language === undefined ? {} : { language: user.language }) })
        .execute();
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** SQLite and PostgreSQL report a unique-constraint violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Keyed by the username alone: at login and sign-up the username is what says who the user is. */
export function findUserByUsername(db: AccountsDb, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

/**
 * The one question about all accounts rather than a user's: whether any exists yet (with
 * ALLOW_SIGNUP=false, only the first sign-up is taken).
 */
export async function anyUserExists(db: AccountsDb): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export function findUser(db: AccountsDb, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
}

export function findPreferences(db: AccountsDb, userId: string): Promise<PreferencesRow | undefined> {
  return db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Columns of user_preferences a client may set, with their stored values. */
export type PreferenceColumns = Partial<Omit<PreferencesRow, 'user_id' | 'updated_at'>>;

export async function updatePreferences(db: AccountsDb, userId: string, changes: PreferenceColumns, now: string): Promise<void> {
  await db.updateTable('user_preferences').set({ ...changes, updated_at: now }).where('user_id', '=', userId).execute();
}

export async function updateUserColumns(
  db: AccountsDb,
  userId: string,
  changes: Partial<Pick<UserRow, 'password_hash' | 'extra_password_hash' | 'vault_kdf' | 'wrapped_vault_key' | 'is_2fa_enabled' | 'totp_secret' | 'totp_pending_secret'>>,
  now: string,
): Promise<void> {
  await db.updateTable('user').set({ ...changes, updated_at: now }).where('id', '=', userId).execute();
}
