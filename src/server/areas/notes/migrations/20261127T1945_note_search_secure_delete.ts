import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * SQLite's full-text index keeps a deleted note's words in its segments (only marked deleted)
 * until a merge rewrites them; with FTS5's secure-delete a delete takes them out at once, so a
 * deleted note, or a deleted account's notes (issue 24), leave no words behind in the index.
 * PostgreSQL's note_search is a plain table: its rows go with the note.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`insert into note_search (note_search, rank) values ('secure-delete', 1)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`insert into note_search (note_search, rank) values ('secure-delete', 0)`.execute(db);
}
