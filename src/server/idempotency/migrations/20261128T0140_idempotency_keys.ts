import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * The idempotency store (DESIGN §8): one row per user and key, deleted with the user. Indexes: a
 * user's keys by time (the cap on keys per day) and every key by time (the sweep of expired ones).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_user_time_idx').on('idempotency_key').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('idempotency_key_time_idx').on('idempotency_key').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
