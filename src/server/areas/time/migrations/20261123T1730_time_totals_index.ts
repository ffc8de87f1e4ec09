import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * The per-group index also holds duration_ms, so the all-time totals of GET /time-group are read
 * from the index alone (SQLite at 100,000 stamps: 28 ms a call from the table, a few from the index).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('time_stamp_group_idx').execute();
  await db.schema.createIndex('time_stamp_group_idx').on('time_stamp').columns(['user_id', 'time_group_id', 'duration_ms']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('time_stamp_group_idx').execute();
  await db.schema.createIndex('time_stamp_group_idx').on('time_stamp').columns(['user_id', 'time_group_id']).execute();
}
