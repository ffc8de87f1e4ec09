import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/areas/index';

/** Every row of every table (not the migrations' own), to compare before and after a call that must change nothing. */
export async function tableSnapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  const rows: Record<string, string[]> = {};
  for (const name of tables.sort()) {
    const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows[name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
