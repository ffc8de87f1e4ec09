import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see 0001)
type AnyDb = Kysely<any>;

/**
 * The password vault's key material, set with the extra password (issue 9): how the browser
 * derives keys from it (Argon2id salt and cost, JSON) and the vault key wrapped by the derived
 * key. Both null for a user without an extra password, and for one who set it before the vault
 * was encrypted in the browser (GET /auth/extra-password answers 409 VAULT_RESET_NEEDED).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user').addColumn('vault_kdf', 'text').execute();
  await db.schema.alterTable('user').addColumn('wrapped_vault_key', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user').dropColumn('wrapped_vault_key').execute();
  await db.schema.alterTable('user').dropColumn('vault_kdf').execute();
}
