import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Counter groups, their counters and every change of a counter's value (an event). A counter's
 * `value` is its `initial_value` plus the sum of its events' deltas, kept in the same transaction
 * as each event. `seq` numbers a counter's events so the latest (the one undo removes) is exact
 * even when two share a millisecond. Indexes: a group's counters in order; a counter's events by
 * seq (the list, undo) and by time (history, the day's and week's counts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('counter_group')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('counter_group_user_idx').on('counter_group').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('counter')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (col) => col.notNull().references('counter_group.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('step', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('goal', 'integer')
    .addColumn('goal_period', 'text')
    .addColumn('initial_value', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('value', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('counter_group_order_idx').on('counter').columns(['user_id', 'group_id', 'position']).execute();

  await db.schema
    .createTable('counter_event')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('counter_id', 'text', (col) => col.notNull().references('counter.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('value_after', 'integer', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addUniqueConstraint('counter_event_seq_unique', ['counter_id', 'seq'])
    .execute();
  await db.schema.createIndex('counter_event_time_idx').on('counter_event').columns(['user_id', 'counter_id', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('counter_event').execute();
  await db.schema.dropTable('counter').execute();
  await db.schema.dropTable('counter_group').execute();
}
