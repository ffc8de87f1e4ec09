import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Notes collections with their questions, notes with answers and entries, contexts, and the
 * search text. Notes are listed per collection by effective date (index on user, collection,
 * date) and per date for the dashboard. The search text is an FTS5 table on SQLite (unicode61
 * keeping diacritics: å, ä and ö are letters of their own in Swedish; prefix indexes for the
 * two- and three-letter starts of a word being typed, which otherwise merge the lists of every
 * word they start: 26 → 10 ms for a common one in 10,000 notes) and a GIN-indexed
 * generated tsvector on PostgreSQL (the 'simple' configuration: no stemming for either language).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notes_collection')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('display_in_list', 'integer', (col) => col.notNull())
    .addColumn('label_after_answer', 'integer', (col) => col.notNull())
    .addColumn('prompt_swedish_title', 'integer', (col) => col.notNull())
    .addColumn('split_title', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notes_collection_user_idx').on('notes_collection').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('notes_question')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (col) => col.notNull().references('notes_collection.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('display_in_list', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notes_question_collection_idx').on('notes_question').columns(['collection_id', 'position']).execute();

  await db.schema
    .createTable('note')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (col) => col.references('notes_collection.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('second_name', 'text', (col) => col.notNull())
    .addColumn('effective_date', 'text', (col) => col.notNull())
    .addColumn('journal_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('note_journal_date_unique', ['collection_id', 'journal_date'])
    .execute();
  await db.schema.createIndex('note_collection_date_idx').on('note').columns(['user_id', 'collection_id', 'effective_date']).execute();
  await db.schema.createIndex('note_date_idx').on('note').columns(['user_id', 'effective_date']).execute();

  await db.schema
    .createTable('note_answer')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('note_id', 'text', (col) => col.notNull().references('note.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('display_in_list', 'integer', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('archived', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('note_answer_note_idx').on('note_answer').columns(['note_id', 'archived', 'position']).execute();
  await db.schema.createIndex('note_answer_question_idx').on('note_answer').columns(['user_id', 'question_id']).execute();

  await db.schema
    .createTable('note_entry')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('note_id', 'text', (col) => col.notNull().references('note.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('note_entry_note_idx').on('note_entry').columns(['note_id', 'position']).execute();

  await db.schema
    .createTable('note_context')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('note_context_name_unique', ['user_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('note_entry_context')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (col) => col.notNull().references('note_entry.id').onDelete('cascade'))
    .addColumn('context_id', 'text', (col) => col.notNull().references('note_context.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('note_entry_context_pk', ['entry_id', 'context_id'])
    .execute();
  await db.schema.createIndex('note_entry_context_context_idx').on('note_entry_context').columns(['user_id', 'context_id']).execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table note_search using fts5(body, note_id unindexed, user_id unindexed, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')`.execute(db);
    // A virtual table has no foreign keys: a note's text goes with the note, also when a deleted
    // account's cascade takes it.
    await sql`create trigger note_search_forget after delete on note begin delete from note_search where note_id = old.id; end`.execute(db);
  } else {
    await db.schema
      .createTable('note_search')
      .addColumn('note_id', 'text', (col) => col.primaryKey().references('note.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('document', sql`tsvector`, (col) => col.generatedAlwaysAs(sql`to_tsvector('simple', body)`).stored())
      .execute();
    await sql`create index note_search_document_idx on note_search using gin (document)`.execute(db);
    // Ranking reads the tsvector of every match: kept in the row (compressed) instead of in the
    // TOAST table, a common word in 10,000 notes ranks in 10 ms instead of 48 (61,000 buffer reads).
    await sql`alter table note_search alter column document set storage main`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['note_search', 'note_entry_context', 'note_context', 'note_entry', 'note_answer', 'note', 'notes_question', 'notes_collection']) {
    await db.schema.dropTable(table).execute();
  }
}
