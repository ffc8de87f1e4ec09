import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see 0001)
type AnyDb = Kysely<any>;

/**
 * Sessions, refresh tokens, rate limits and 2FA. Everything several server processes must share
 * lives here rather than in memory (DESIGN §3): refresh tokens, rate-limit counters, 2FA replay
 * markers.
 */
export async function up(db: AnyDb): Promise<void> {
  // The extra (password area) password, as an Argon2id hash; the TOTP secret, encrypted with a key
  // derived from the app secret (a database dump alone cannot mint codes).
  await db.schema.alterTable('user').addColumn('extra_password_hash', 'text').execute();
  await db.schema.alterTable('user').addColumn('totp_secret', 'text').execute();
  // A secret that setup has begun with but no code has confirmed yet.
  await db.schema.alterTable('user').addColumn('totp_pending_secret', 'text').execute();

  // One session = one refresh-token family. kind: main (login) or extra (password area);
  // state: pending_2fa until the second factor is given, then active.
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('main', 'extra')`))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('pending_2fa', 'active')`))
    // The main session an extra session belongs to: revoking the main one revokes it too.
    .addColumn('parent_id', 'text', (col) => col.references('session.id').onDelete('cascade'))
    .addColumn('device', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').columns(['user_id', 'kind']).execute();

  // Only SHA-256 hashes of the 256-bit random tokens. used_at set = rotated; presenting a rotated
  // token again means it leaked, and the whole session (family) is revoked.
  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('session.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  // Fixed-window attempt counters keyed by purpose and account or address.
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();

  // A TOTP time step that was used: the same code is refused a second time.
  await db.schema
    .createTable('totp_used_step')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('step', 'integer', (col) => col.notNull())
    .addColumn('used_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('totp_used_step_pk', ['user_id', 'step'])
    .execute();

  await db.schema
    .createTable('recovery_code')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('recovery_code_pk', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('recovery_code').execute();
  await db.schema.dropTable('totp_used_step').execute();
  await db.schema.dropTable('rate_limit').execute();
  await db.schema.dropTable('refresh_token').execute();
  await db.schema.dropTable('session').execute();
  await db.schema.alterTable('user').dropColumn('totp_pending_secret').execute();
  await db.schema.alterTable('user').dropColumn('totp_secret').execute();
  await db.schema.alterTable('user').dropColumn('extra_password_hash').execute();
}
