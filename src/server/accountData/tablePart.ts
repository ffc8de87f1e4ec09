import type { Kysely } from 'kysely';
import { rowColumns } from './rowSchemas';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { AccountDataOut, AccountDataPart, RestoreInput, Row, TableSpec } from './types';

/** Rows per query by key (an IN list well under either database's limit on bound values). */
const PAGE = 1000;
const LINK_PAGE = 10_000;
/** Rows per INSERT: under SQLite's and PostgreSQL's limits on bound values for any of our tables. */
const MAX_VALUES_PER_INSERT = 8000;

// The tables are the area's own, named at run time: the queries below are typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDb = Kysely<any>;

/**
 * An area's part built from its tables: every table's rows of the user, paged; a restore inserts
 * them with new ids and remapped references. Areas with rows that are not plain (accounts) write
 * their own part.
 */
export function tablePart<Tables>(db: Kysely<Tables>, tables: readonly TableSpec[]): AccountDataPart<Tables> {
  const loose = db as unknown as LooseDb;
  return {
    tables,
    count: async (userId) => {
      const counts: Record<string, number> = {};
      for (const spec of tables) counts[spec.table] = await countRows(loose, spec.table, userId);
      return counts;
    },
    holdsData: async (trx, userId) => {
      for (const spec of tables) if (!spec.exportOnly && (await countRows(trx as unknown as LooseDb, spec.table, userId)) > 0) return true;
      return false;
    },
    write: async (userId, out) => {
      for (const spec of tables) await writeTable(loose, spec, userId, out);
    },
    writeFiles: tables.some((spec) => spec.file !== undefined)
      ? async (userId, out) => {
          for (const spec of tables) if (spec.file !== undefined) await writeTableFiles(loose, spec, userId, out);
        }
      : undefined,
    restore: async (trx, input) => {
      for (const spec of tables) if (!spec.exportOnly) await restoreTable(trx as unknown as LooseDb, spec, input);
    },
  };
}

async function countRows(db: LooseDb, table: string, userId: string): Promise<number> {
  const row = (await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * The user's rows of one table, a page at a time, in a stable order. A keyed table: its keys
 * first (one narrow query), sorted here, then the rows by key a page at a time — paging by key
 * in SQL would sort all the user's rows again for every page (the user's index is not the key's).
 * Others (link tables, usually small) by their order columns in large pages.
 */
async function* pages(db: LooseDb, spec: TableSpec, userId: string, columns: readonly string[]): AsyncGenerator<Row[]> {
  const base = () => db.selectFrom(spec.table).where('user_id', '=', userId).select(columns as string[]);
  const key = spec.key;
  if (key !== undefined) {
    const keys = ((await db.selectFrom(spec.table).select(key).where('user_id', '=', userId).execute()) as Row[]).map((row) => String(row[key])).sort();
    for (let start = 0; start < keys.length; start += PAGE) {
      // By key alone, so the database looks each one up by its primary key (with the owner in
      // the WHERE it would scan the owner's index instead); the owner is checked on each row.
      const rows = (await db
        .selectFrom(spec.table)
        .select([...columns, 'user_id'])
        .where(key, 'in', keys.slice(start, start + PAGE))
        .execute()) as Row[];
      yield rows
        .filter((row) => row.user_id === userId)
        .map(({ user_id: _owner, ...row }) => row)
        .sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : 1));
    }
    return;
  }
  for (let offset = 0; ; offset += LINK_PAGE) {
    let query = base();
    for (const column of spec.orderBy ?? []) query = query.orderBy(column);
    const rows = (await query.limit(LINK_PAGE).offset(offset).execute()) as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < LINK_PAGE) return;
  }
}

function exported(spec: TableSpec, row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    out[column] = spec.integers?.includes(column) && typeof value === 'string' ? Number(value) : value;
  }
  if (spec.file !== undefined) out.file = spec.file.path(row);
  return out;
}

async function writeTable(db: LooseDb, spec: TableSpec, userId: string, out: AccountDataOut): Promise<void> {
  // The row schema's columns: a file column's bytes stay in the database (writeTableFiles reads them one by one).
  for await (const rows of pages(db, spec, userId, rowColumns(spec.table))) {
    for (const row of rows) await out.row(spec.table, exported(spec, row));
  }
}

async function writeTableFiles(db: LooseDb, spec: TableSpec, userId: string, out: AccountDataOut): Promise<void> {
  const file = spec.file;
  if (file === undefined) return;
  let offset = 0;
  for (;;) {
    // Ten at a time: photos are large, and the zip takes them one after another anyway.
    let query = db.selectFrom(spec.table).selectAll().where('user_id', '=', userId);
    for (const column of spec.orderBy ?? []) query = query.orderBy(column);
    const rows = (await query.limit(10).offset(offset).execute()) as Row[];
    for (const row of rows) await out.file(file.path(row), toBytes(row[file.column]));
    if (rows.length < 10) return;
    offset += rows.length;
  }
}

const toBytes = (value: unknown): Uint8Array => (value instanceof Uint8Array ? value : new Uint8Array());

function restoredRow(spec: TableSpec, row: Row, input: RestoreInput, where: string): Row {
  const out: Row = { ...row, user_id: input.userId };
  if (spec.key !== undefined) out[spec.key] = input.id(String(row[spec.key]), where);
  for (const column of spec.refs ?? []) {
    const value = row[column];
    out[column] = value === null || value === undefined ? null : input.id(String(value), `${where}, ${column}`);
  }
  for (const column of spec.jsonRefs ?? []) {
    if (typeof row[column] === 'string') out[column] = input.remapJson(row[column]);
  }
  if (spec.file !== undefined) {
    const path = String(row.file);
    const bytes = input.file(path);
    if (bytes === undefined) throw new MissingFile(path, where);
    delete out.file;
    out[spec.file.column] = Buffer.from(bytes);
  }
  return spec.fill === undefined ? out : { ...out, ...spec.fill(row, input) };
}

/** A row names a file the zip does not hold. */
export class MissingFile extends Error {
  constructor(
    readonly path: string,
    readonly where: string,
  ) {
    super(`${where} names the file ${path}, which the zip does not hold`);
  }
}

async function restoreTable(db: LooseDb, spec: TableSpec, input: RestoreInput): Promise<void> {
  const rows = input.rows(spec.table);
  if (rows.length === 0) return;
  const width = Object.keys(rows[0] ?? {}).length + 3;
  const batch = Math.max(1, Math.floor(MAX_VALUES_PER_INSERT / width));
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows.slice(start, start + batch).map((row, index) => restoredRow(spec, row, input, `${spec.table} row ${start + index + 1}`));
    await db.insertInto(spec.table).values(values).execute();
    await yieldToLoop();
  }
}
