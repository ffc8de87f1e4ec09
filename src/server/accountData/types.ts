import type { Kysely } from 'kysely';

/** One row of a table as it travels in an export: the table's columns as stored, without the owner. */
export type Row = Record<string, unknown>;

/** Where an area writes its part of an export (accountData/zipExport.ts writes it into the zip). */
export interface AccountDataOut {
  /** One row of one of the area's tables, as one line of the area's document. */
  row: (table: string, row: Row) => Promise<void>;
  /** A file of its own (a photo), after the area's document. */
  file: (path: string, bytes: Uint8Array) => Promise<void>;
}

/** What an area's restore reads: the rows of the file, checked, and the new ids. */
export interface RestoreInput {
  userId: string;
  /** The file's rows of one of the area's tables (empty when it has none). */
  rows: (table: string) => readonly Row[];
  /** A file of the zip (a photo) by its path, or undefined. */
  file: (path: string) => Uint8Array | undefined;
  /** The new id for an id the file holds; refuses the file when it holds no row with that id. */
  id: (oldId: string, where: string) => string;
  /** The new id for an id the file holds, or null when it holds none (a setting pointing at nothing). */
  idOrNull: (oldId: string | null) => string | null;
  /** Replaces, anywhere inside a JSON value, every string that is an id of the file by its new id. */
  remapJson: (json: string) => string;
}

/**
 * One table as an area exports and restores it (accountData/tablePart.ts does the work). The
 * columns that travel are the contract's `AccountData<Table>Row`: a column left out of it (a
 * heartbeat's key, the owner) stays behind, and `fill` gives the restored row one.
 */
export interface TableSpec {
  table: string;
  /** The table's own id column, given a new id on restore. */
  key?: string;
  /**
   * Keeps the key as it is: the table's ids are the user's own (its primary key holds the user),
   * and sealed values are bound to them (the vault's entries).
   */
  keepIds?: true;
  /** Columns that hold another row's id (null stays null). */
  refs?: readonly string[];
  /** JSON text columns whose ids (image ids inside values) are remapped. */
  jsonRefs?: readonly string[];
  /** bigint columns, which PostgreSQL answers as text: written as numbers. */
  integers?: readonly string[];
  /** A binary column written as a file of the zip; the row keeps the file's path in `file`. */
  file?: { column: string; path: (row: Row) => string };
  /** What a restored row gets besides the file's columns (a new heartbeat key). */
  fill?: (row: Row, input: RestoreInput) => Row;
  /** The columns the export is ordered by when the table has no key. */
  orderBy?: readonly string[];
  /** Listed in the file but never restored (share links). */
  exportOnly?: true;
}

/**
 * An area's part of the whole-account export and restore, as its `accountData.ts` builds it (see
 * AreaDefinition in area.ts): how many rows it holds, its rows as a stream, and its restore
 * inside the one transaction of the whole restore.
 */
export interface AccountDataPart<Tables> {
  tables: readonly TableSpec[];
  count: (userId: string) => Promise<Record<string, number>>;
  /** Whether the user holds anything a restore would add to (preferences alone do not count). */
  holdsData?: (db: Kysely<Tables>, userId: string) => Promise<boolean>;
  write: (userId: string, out: AccountDataOut) => Promise<void>;
  writeFiles?: (userId: string, out: AccountDataOut) => Promise<void>;
  restore: (trx: Kysely<Tables>, input: RestoreInput) => Promise<void>;
}

/** A part with the area's name, as the accountData area gets them through `deps.accountDataParts()`. */
export interface NamedAccountDataPart extends AccountDataPart<AnyTablesForParts> {
  area: string;
}

// The accountData area hands every part the one transaction, typed by no area.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTablesForParts = any;
