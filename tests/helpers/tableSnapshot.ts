import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/composition';

/**
 * Every row of every table of the app's own schema (not the migrations' own, nor the timers'
 * claims, which the app's upkeep moves on its own every few seconds), to compare before and after
 * a call that must change nothing. On PostgreSQL only the test's schema is read, by name:
 * introspecting every schema fails while test apps running beside it drop theirs.
 */
export async function tableSnapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = (await appTables(db)).filter((name) => !name.startsWith('kysely_') && name !== 'timer_claim');
  const rows: Record<string, string[]> = {};
  for (const name of tables.sort()) {
    const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows[name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

async function appTables(db: Kysely<Database>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return (await db.introspection.getTables()).map((table) => table.name);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((row) => row.name);
}
