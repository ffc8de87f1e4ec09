import { sql } from 'kysely';
import type { AnyDb } from './postgresTarget';

/**
 * Sets every sequence that feeds a column (serial or identity) past the largest value copied into
 * it, so the next row PostgreSQL numbers does not collide with a copied one. The app's tables use
 * generated text ids today, so there are none; a later table with one stays correct.
 */
export async function setSequencesPastCopiedIds(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ sequence: string; table: string; column: string }>`
    select s.oid::regclass::text as sequence, t.oid::regclass::text as table, a.attname as column
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and s.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const { sequence, table, column } of rows) {
    await sql`select setval(${sequence}::regclass, coalesce((select max(${sql.ref(column)}) from ${sql.raw(table)}), 0) + 1, false)`.execute(db);
  }
}
