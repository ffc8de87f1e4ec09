import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * The search text gets its owner as one indexed word (the user id in hex), so a search matches
 * the user's rows inside the index instead of every user's rows filtered afterwards (issue 24: the
 * time of a search told whether another user's notes held a word). SQLite: FTS5 cannot add a
 * column, so the table is made again with `owner` last (body stays column 0 for snippets).
 * PostgreSQL: an `owner` tsvector, and the GIN index over it and the document together.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await remakeSqliteTable(db, true);
  } else {
    await sql`alter table note_search add column owner tsvector`.execute(db);
    await sql`update note_search set owner = cast(encode(convert_to(user_id, 'UTF8'), 'hex') as tsvector)`.execute(db);
    await sql`alter table note_search alter column owner set not null`.execute(db);
    await sql`drop index note_search_document_idx`.execute(db);
    await sql`create index note_search_owner_document_idx on note_search using gin (owner, document)`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await remakeSqliteTable(db, false);
  } else {
    await sql`drop index note_search_owner_document_idx`.execute(db);
    await sql`alter table note_search drop column owner`.execute(db);
    await sql`create index note_search_document_idx on note_search using gin (document)`.execute(db);
  }
}

/**
 * note_search made again with or without `owner`, its rows copied. The trigger that forgets a
 * deleted note's text names the table, so it goes first and comes back last.
 */
async function remakeSqliteTable(db: AnyDb, withOwner: boolean): Promise<void> {
  await sql`drop trigger note_search_forget`.execute(db);
  await sql`alter table note_search rename to note_search_old`.execute(db);
  if (withOwner) {
    await sql`create virtual table note_search using fts5(body, note_id unindexed, user_id unindexed, owner, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')`.execute(db);
    await sql`insert into note_search (body, note_id, user_id, owner) select body, note_id, user_id, lower(hex(user_id)) from note_search_old`.execute(db);
  } else {
    await sql`create virtual table note_search using fts5(body, note_id unindexed, user_id unindexed, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')`.execute(db);
    await sql`insert into note_search (body, note_id, user_id) select body, note_id, user_id from note_search_old`.execute(db);
  }
  await sql`drop table note_search_old`.execute(db);
  await sql`create trigger note_search_forget after delete on note begin delete from note_search where note_id = old.id; end`.execute(db);
}
