import { createHash } from 'node:crypto';
import { MoveRefusal } from './moveRefusal';

/**
 * How a column's values are compared and written, from its PostgreSQL type (the target's schema is
 * the app's own, so its types say what the values mean; SQLite's declared types are loose).
 */
export type ColumnKind = 'text' | 'integer' | 'float' | 'bytes' | 'boolean' | 'words';

export function kindOfPostgresType(dataType: string): ColumnKind {
  switch (dataType) {
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'real':
    case 'double precision':
    case 'numeric':
      return 'float';
    case 'bytea':
      return 'bytes';
    case 'boolean':
      return 'boolean';
    case 'tsvector':
      return 'words';
    default:
      return 'text';
  }
}

/**
 * One value as the same text on both sides, for the checksum: integers in decimal (SQLite's come
 * as bigint, PostgreSQL's bigint as a string), floats as JavaScript's shortest round-trip form,
 * bytes by their SHA-256 (a SQLite blob and a bytea alike), booleans as 0/1 (stored as 0/1 integers in SQLite),
 * a search vector's words sorted and joined. Times are ISO text on both databases, compared as text.
 */
export function normalised(value: unknown, kind: ColumnKind): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'integer':
      return BigInt(value as bigint | number | string).toString();
    case 'float':
      return String(Number(value));
    case 'bytes':
      // The bytes' own digest: a photo's megabytes are never held again as a string twice their size.
      return createHash('sha256').update(Buffer.isBuffer(value) ? value : Buffer.from(String(value))).digest('hex');
    case 'boolean':
      return value === true || value === 1 || value === 1n || value === '1' || value === 't' ? '1' : '0';
    case 'words':
      return [...new Set(String(value).split(/\s+/).filter((word) => word !== ''))].sort().join(' ');
    case 'text':
      return typeof value === 'string' ? value : String(value);
  }
}

/** A SQLite value as the parameter PostgreSQL takes for a column of `kind`. */
export function targetValue(value: unknown, kind: ColumnKind, where: string): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'integer':
      if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value))) return value.toString();
      throw new MoveRefusal(`${where} holds ${JSON.stringify(String(value))} where PostgreSQL takes a whole number. Nothing was moved.`);
    case 'float':
      if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
      throw new MoveRefusal(`${where} holds ${JSON.stringify(String(value))} where PostgreSQL takes a number. Nothing was moved.`);
    case 'bytes':
      return Buffer.isBuffer(value) ? value : Buffer.from(String(value));
    case 'boolean':
      return normalised(value, 'boolean') === '1';
    case 'words':
    case 'text': {
      const text = typeof value === 'string' ? value : String(value);
      // PostgreSQL's text cannot hold U+0000 (SQLite's can); it would fail the whole move later.
      if (text.includes('\u0000')) throw new MoveRefusal(`${where} holds a NUL character, which PostgreSQL cannot store. Nothing was moved.`);
      return text;
    }
  }
}
