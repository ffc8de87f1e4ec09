import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/** Devices: a device outlives its time group (set null: its use is then 0 until another is chosen). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('device')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('time_group_id', 'text', (col) => col.references('time_group.id').onDelete('set null'))
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('last_contact_at', 'text')
    .addColumn('told_shutdown_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('device_user_idx').on('device').column('user_id').execute();
  await db.schema.createIndex('device_time_group_idx').on('device').column('time_group_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('device').execute();
}
