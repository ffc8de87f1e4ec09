import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Heartbeat definitions and the stamps they keep running. A definition outlives its sub group
 * (set null: the owner picks another); a tracked stamp's row goes with the stamp. The sweep reads
 * the tracked stamps by closes_at.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('heartbeat')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sub_group_id', 'text', (col) => col.references('sub_group.id').onDelete('set null'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('timeout_seconds', 'integer', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('last_beat_at', 'text')
    .addColumn('rate_tokens', 'double precision')
    .addColumn('rate_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('heartbeat_user_idx').on('heartbeat').column('user_id').execute();
  await db.schema.createIndex('heartbeat_sub_group_idx').on('heartbeat').column('sub_group_id').execute();

  await db.schema
    .createTable('heartbeat_stamp')
    .addColumn('time_stamp_id', 'text', (col) => col.primaryKey().references('time_stamp.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('last_beat_at', 'text', (col) => col.notNull())
    .addColumn('closes_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('heartbeat_stamp_closes_idx').on('heartbeat_stamp').column('closes_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('heartbeat_stamp').execute();
  await db.schema.dropTable('heartbeat').execute();
}
