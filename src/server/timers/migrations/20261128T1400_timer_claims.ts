import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/** One row per timer: until when the process that last claimed it owns its period (issue 28). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('timer_claim')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('claimed_until', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('timer_claim').execute();
}
