// How a table's rows go when its user is deleted: the foreign keys of the app's schema, read from
// SQLite's or PostgreSQL's catalogue, for tests/api/accounts/deleteUser.test.ts.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/composition';

export interface ForeignKey {
  table: string;
  parent: string;
  cascades: boolean;
}

/** Every foreign key of the test's own schema, with whether deleting the parent row deletes the child's. */
export async function foreignKeys(db: Kysely<Database>, tables: string[]): Promise<ForeignKey[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ table: string; parent: string; on_delete: string }>`
      select source.relname as "table", target.relname as parent, con.confdeltype as on_delete
      from pg_constraint con
      join pg_class source on source.oid = con.conrelid
      join pg_class target on target.oid = con.confrelid
      join pg_namespace ns on ns.oid = source.relnamespace
      where con.contype = 'f' and ns.nspname = current_schema()`.execute(db);
    return rows.map((row) => ({ table: row.table, parent: row.parent, cascades: row.on_delete === 'c' }));
  }
  const keys: ForeignKey[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ table: string; on_delete: string }>`select "table", on_delete from pragma_foreign_key_list(${table})`.execute(db);
    keys.push(...rows.map((row) => ({ table, parent: row.table, cascades: row.on_delete.toUpperCase() === 'CASCADE' })));
  }
  return keys;
}

/** The tables whose rows a deleted user takes with them: those reaching `user` through cascading keys. */
export function cascadingFromUser(keys: ForeignKey[]): Set<string> {
  const reached = new Set(['user']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const key of keys) {
      if (key.cascades && reached.has(key.parent) && !reached.has(key.table)) {
        reached.add(key.table);
        grew = true;
      }
    }
  }
  return reached;
}

/**
 * SQLite's full-text tables and their shadow tables: a virtual table has no foreign keys, so its
 * area deletes its rows with a trigger on the parent (notes' note_search), which the deletion test
 * proves by the rows it finds afterwards. None on PostgreSQL.
 */
export async function virtualTables(db: Kysely<Database>, tables: string[]): Promise<string[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return [];
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`.execute(db);
  const names = rows.map((row) => row.name);
  return tables.filter((table) => names.some((name) => table === name || table.startsWith(`${name}_`)));
}
