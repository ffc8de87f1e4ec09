import type { PasswordsDb } from '../tables';

/** SQL inserts at most this many entries per statement (SQLite binds at most 32,766 values). */
export const INSERT_CHUNK = 500;

/** Which of `ids` the user has in `table`, read in chunks. */
export async function existing(db: PasswordsDb, table: 'password_group' | 'password_entry', userId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const rows = await db.selectFrom(table).select('id').where('user_id', '=', userId).where('id', 'in', ids.slice(start, start + INSERT_CHUNK)).execute();
    rows.forEach((row) => found.add(row.id));
  }
  return found;
}
