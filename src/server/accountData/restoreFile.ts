import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import { ApiError } from '../errors';
import type { CheckedFile } from './checkFile';
import { refusals } from './refusals';
import type { NamedAccountDataPart, RestoreInput } from './types';

const ID_TEXT = /^[A-Za-z0-9_-]{6,64}$/;

/** Replaces, anywhere inside a JSON value, every string that is an id of the file. */
function remapValue(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return ID_TEXT.test(value) ? (ids.get(value) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => remapValue(item, ids));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remapValue(item, ids)]));
  return value;
}

/**
 * Writes a checked file into the user's account: one transaction for every area, in the list's
 * order (an area's rows after those they point at), all or nothing. The account must be empty.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function restoreFile(db: Kysely<any>, dialect: Dialect, parts: readonly NamedAccountDataPart[], userId: string, file: CheckedFile): Promise<void> {
  try {
    await writeAll(db, dialect, parts, userId, file);
  } catch (error) {
    if (error instanceof ApiError || !isConstraintError(error)) throw error;
    // Everything was rolled back; the rows broke a rule of the database (one in it twice).
    throw refusals.damaged('its rows do not fit together (a row or a number in a sequence is in it twice)');
  }
}

/** A unique, check or foreign-key failure: SQLite's SQLITE_CONSTRAINT_*, PostgreSQL's class 23. */
function isConstraintError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function writeAll(db: Kysely<any>, dialect: Dialect, parts: readonly NamedAccountDataPart[], userId: string, file: CheckedFile): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two restores into one account at once (through two servers on PostgreSQL) take turns here:
    // the second then finds the first's rows and is refused. SQLite writes one transaction at a time.
    if (dialect === 'postgres') await sql`select id from "user" where id = ${userId} for update`.execute(trx);
    for (const part of parts) if (await part.holdsData?.(trx, userId)) throw refusals.notEmpty();
    for (const part of parts) {
      const tables = file.rows.get(part.area);
      const input: RestoreInput = {
        userId,
        rows: (table) => tables?.get(table) ?? [],
        file: (path) => file.files.get(path),
        id: (oldId, where) => {
          const id = file.ids.get(oldId);
          if (id === undefined) throw refusals.damaged(`${where} names a row the file does not hold`);
          return id;
        },
        idOrNull: (oldId) => (oldId === null ? null : (file.ids.get(oldId) ?? null)),
        remapJson: (json) => {
          try {
            return JSON.stringify(remapValue(JSON.parse(json), file.ids));
          } catch {
            return json;
          }
        },
      };
      await part.restore(trx, input);
    }
  });
}
