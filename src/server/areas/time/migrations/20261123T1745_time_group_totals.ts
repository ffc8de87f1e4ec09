import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Each group's all-time sum of ended stamps and its number of stamps, kept in step by every change
 * to a stamp in the same transaction (spec §4: an edit changes the group's totals by the
 * difference, a deletion subtracts the duration), so GET /time-group reads one row per group
 * instead of summing every stamp. Filled from the stamps already there.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('time_group_total')
    .addColumn('time_group_id', 'text', (col) => col.primaryKey().references('time_group.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('ended_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('stamps', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into time_group_total (time_group_id, user_id, ended_ms, stamps)
    select g.id, g.user_id,
      coalesce((select sum(s.duration_ms) from time_stamp s where s.time_group_id = g.id), 0),
      (select count(*) from time_stamp s where s.time_group_id = g.id)
    from time_group g
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('time_group_total').execute();
}
