import { sql } from 'kysely';
import { kindOfPostgresType, type ColumnKind } from './columnValues';
import { MoveRefusal } from './moveRefusal';
import type { AnyDb } from './postgresTarget';

export interface TableToCopy {
  name: string;
  /** The target's columns that take a value (generated ones are PostgreSQL's to compute). */
  columns: Array<{ name: string; kind: ColumnKind }>;
}

/**
 * Tables left behind: signed-in sessions and their refresh tokens (everyone signs in again on
 * the new server), and the migrator's lock row, which the target's own migration made.
 */
export const NOT_COPIED = new Set(['session', 'refresh_token', 'kysely_migration_lock']);

/**
 * The migrated target's tables in an order that satisfies its foreign keys (every table after
 * those it refers to), with their columns. Refuses when a column of either side has no
 * counterpart on the other: the two schemas would not be the same version's.
 */
export async function planTables(db: AnyDb, sourceTables: ReadonlyMap<string, readonly string[]>): Promise<TableToCopy[]> {
  const { rows: columns } = await sql<{ table: string; column: string; type: string; generated: string }>`
    select table_name as table, column_name as column, data_type as type, is_generated as generated
    from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const { rows: references } = await sql<{ from: string; to: string }>`
    select distinct c.conrelid::regclass::text as from, c.confrelid::regclass::text as to
    from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);

  const tables = new Map<string, TableToCopy>();
  for (const row of columns) {
    if (NOT_COPIED.has(row.table)) continue;
    if (!tables.has(row.table)) {
      refuseColumnsOnlyInSqlite(row.table, sourceTables.get(row.table) ?? [], columns);
      tables.set(row.table, { name: row.table, columns: [] });
    }
    if (row.generated === 'ALWAYS') continue;
    const table = tables.get(row.table)!;
    if (!sourceTables.get(row.table)?.includes(row.column)) {
      throw new MoveRefusal(`The SQLite database has no column ${row.table}.${row.column}, which this version's PostgreSQL schema has. Nothing was moved.`);
    }
    table.columns.push({ name: row.column, kind: kindOfPostgresType(row.type) });
  }
  const unquoted = (name: string) => name.replace(/^"(.*)"$/, '$1');
  return inDependencyOrder([...tables.values()], references.map((edge) => ({ from: unquoted(edge.from), to: unquoted(edge.to) })));
}

/** A source column the target lacks would be lost on the way: refuse rather than drop it. */
function refuseColumnsOnlyInSqlite(table: string, sourceColumns: readonly string[], targetColumns: ReadonlyArray<{ table: string; column: string }>): void {
  const lost = sourceColumns.filter((column) => !targetColumns.some((target) => target.table === table && target.column === column));
  if (lost.length > 0) throw new MoveRefusal(`The SQLite table ${table} has columns this version's PostgreSQL schema lacks (${lost.join(', ')}). Nothing was moved.`);
}

/** Tables ordered so each comes after the tables it refers to (a table referring to itself does not count). */
function inDependencyOrder(tables: TableToCopy[], references: Array<{ from: string; to: string }>): TableToCopy[] {
  const ordered: TableToCopy[] = [];
  const placed = new Set<string>();
  const names = new Set(tables.map((table) => table.name));
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => references.every((edge) => edge.from !== table.name || edge.to === table.name || placed.has(edge.to) || !names.has(edge.to)));
    if (ready.length === 0) throw new MoveRefusal(`The tables ${waiting.map((table) => table.name).join(', ')} refer to each other in a circle; the mover cannot order them. Nothing was moved.`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    waiting = waiting.filter((table) => !placed.has(table.name));
  }
  return ordered;
}
