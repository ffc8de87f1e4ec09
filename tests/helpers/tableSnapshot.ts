import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/areas/index';

/**
 * Every row of every table of the app's own schema (not the migrations' own), to compare before
 * and after a call that must change nothing. On PostgreSQL only the test's schema: tables another
 * schema of the same database holds are none of the app's.
 */
export async function tableSnapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const schema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const tables = (await db.introspection.getTables())
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'));
  const rows: Record<string, string[]> = {};
  for (const name of tables.sort()) {
    const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows[name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
