import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { normalised, targetValue } from './columnValues';
import type { AnyDb } from './postgresTarget';
import { TableChecksum } from './tableChecksum';
import type { TableToCopy } from './tablePlan';

/** Rows per INSERT at most; PostgreSQL takes at most 65,535 parameters per statement. */
const BATCH_ROWS = 1000;
const MAX_PARAMETERS = 60_000;
/** Bytes of text and blobs per INSERT at most, so a table of photos is never held whole in memory. */
const BATCH_BYTES = 2 * 1024 * 1024;
/** Rows read back per fetch from a table with blobs (a photo's original may be megabytes). */
const FETCH_ROWS_WITH_BYTES = 4;

/**
 * Copies one table from the source into the target in batches, reading the source row by row
 * (better-sqlite3's iterator: one row in memory at a time), and returns the checksum of what it
 * read. Integers are read as bigint so none loses digits on the way.
 */
export async function copyTable(source: SqliteDatabase.Database, target: AnyDb, table: TableToCopy): Promise<TableChecksum> {
  const checksum = new TableChecksum();
  const names = table.columns.map((column) => column.name);
  const rowsPerBatch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / names.length)));
  const select = source.prepare(`select ${names.map(quoteSqlite).join(', ')} from ${quoteSqlite(table.name)}`).raw(true).safeIntegers(true);
  let batch: Array<Record<string, unknown>> = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await target.insertInto(table.name).values(batch).execute();
    batch = [];
    batchBytes = 0;
  };
  for (const values of select.iterate() as Iterable<unknown[]>) {
    const row: Record<string, unknown> = {};
    table.columns.forEach((column, index) => {
      row[column.name] = targetValue(values[index], column.kind, `${table.name}.${column.name} (row ${checksum.rows + 1})`);
      batchBytes += sizeOf(values[index]);
    });
    checksum.add(table.columns.map((column, index) => normalised(values[index], column.kind)));
    batch.push(row);
    if (batch.length >= rowsPerBatch || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return checksum;
}

/**
 * The checksum of a table as the target holds it, computed as for the source (the same columns,
 * normalised the same way), read through a cursor in the move's transaction a batch at a time.
 */
export async function targetChecksum(target: AnyDb, table: TableToCopy): Promise<TableChecksum> {
  const checksum = new TableChecksum();
  // A search vector is read back as its words (tsvector's own text form quotes each one).
  const columns = table.columns.map((column) =>
    column.kind === 'words' ? sql`array_to_string(tsvector_to_array(${sql.ref(column.name)}), ' ')` : sql.ref(column.name),
  );
  const fetchRows = table.columns.some((column) => column.kind === 'bytes') ? FETCH_ROWS_WITH_BYTES : BATCH_ROWS;
  await sql`declare move_check no scroll cursor for select ${sql.join(columns)} from ${sql.table(table.name)}`.execute(target);
  try {
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`fetch ${sql.lit(fetchRows)} from move_check`.execute(target);
      if (rows.length === 0) break;
      for (const row of rows) {
        const values = Object.values(row);
        checksum.add(table.columns.map((column, index) => normalised(values[index], column.kind)));
      }
    }
  } finally {
    await sql`close move_check`.execute(target);
  }
  return checksum;
}

/** The number of rows a source table holds. */
export function sourceRowCount(source: SqliteDatabase.Database, table: string): number {
  return Number((source.prepare(`select count(*) as count from ${quoteSqlite(table)}`).get() as { count: number }).count);
}

const quoteSqlite = (name: string) => `"${name.replaceAll('"', '""')}"`;

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (Buffer.isBuffer(value)) return value.length;
  return 8;
}

