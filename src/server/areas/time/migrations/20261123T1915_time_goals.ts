import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Goals: a target per day, week or month for a time group, or for one of its sub groups. A goal
 * goes with its group or sub group (cascades; the repository deletes them explicitly too).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('time_goal')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('time_group_id', 'text', (col) => col.notNull().references('time_group.id').onDelete('cascade'))
    .addColumn('sub_group_id', 'text', (col) => col.references('sub_group.id').onDelete('cascade'))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('day', 'week', 'month')`))
    .addColumn('comparison', 'text', (col) => col.notNull().check(sql`comparison in ('atLeast', 'atMost')`))
    .addColumn('target_ms', 'bigint', (col) => col.notNull().check(sql`target_ms > 0`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('time_goal_user_idx').on('time_goal').columns(['user_id', 'time_group_id']).execute();
  await db.schema.createIndex('time_goal_sub_group_idx').on('time_goal').columns(['user_id', 'sub_group_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('time_goal').execute();
}
