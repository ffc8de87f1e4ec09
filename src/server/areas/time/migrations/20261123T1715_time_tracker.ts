import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Time groups, sub groups and stamps. Each row carries user_id (DESIGN §3); the indexes serve the
 * reads of GET /time-group (stamps ended after a period starts, or still active) and the paged
 * stamps of a sub group.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('time_group')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('time_group_user_idx').on('time_group').column('user_id').execute();

  await db.schema
    .createTable('sub_group')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('time_group_id', 'text', (col) => col.notNull().references('time_group.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('sub_group_name_unique', ['time_group_id', 'name_key'])
    .execute();
  await db.schema.createIndex('sub_group_user_idx').on('sub_group').columns(['user_id', 'time_group_id']).execute();

  await db.schema
    .createTable('time_stamp')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('time_group_id', 'text', (col) => col.notNull().references('time_group.id').onDelete('cascade'))
    .addColumn('sub_group_id', 'text', (col) => col.notNull().references('sub_group.id').onDelete('cascade'))
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text')
    .addColumn('duration_ms', 'bigint')
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('time_stamp_end_after_start', sql`end_time is null or end_time >= start_time`)
    .execute();
  await db.schema.createIndex('time_stamp_user_end_idx').on('time_stamp').columns(['user_id', 'end_time']).execute();
  await db.schema.createIndex('time_stamp_sub_group_idx').on('time_stamp').columns(['user_id', 'sub_group_id', 'start_time']).execute();
  await db.schema.createIndex('time_stamp_group_idx').on('time_stamp').columns(['user_id', 'time_group_id']).execute();
  // One active stamp per sub group: a double tap on "start" cannot open two.
  await db.schema.createIndex('time_stamp_one_active_idx').on('time_stamp').column('sub_group_id').unique().where(sql.ref('end_time'), 'is', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('time_stamp').execute();
  await db.schema.dropTable('sub_group').execute();
  await db.schema.dropTable('time_group').execute();
}
