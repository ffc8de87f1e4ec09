import type { Selectable } from 'kysely';
import type { NoteAnswerTable, NoteEntryTable, NotesDb, NoteTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type NoteRow = Selectable<NoteTable>;
export type AnswerRow = Selectable<NoteAnswerTable>;
export type EntryRow = Selectable<NoteEntryTable>;
export type NewAnswerRow = Omit<AnswerRow, 'user_id'>;

/** A page of a collection's notes holds this many. */
export const NOTES_PER_PAGE = 20;

export function findNote(db: NotesDb, userId: string, id: string): Promise<NoteRow | undefined> {
  return db.selectFrom('note').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/**
 * The journal's note of a date: the one opened as such, else the first note written in the journal
 * for that date by hand (a journal holds one note a day, however it was made).
 */
export function findJournalNote(db: NotesDb, userId: string, collectionId: string, date: string): Promise<NoteRow | undefined> {
  return db
    .selectFrom('note')
    .selectAll()
    .where('user_id', '=', userId)
    .where('collection_id', '=', collectionId)
    .where((eb) => eb.or([eb('journal_date', '=', date), eb.and([eb('journal_date', 'is', null), eb('effective_date', '=', date)])]))
    .orderBy((eb) => eb('journal_date', 'is', null))
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertNote(db: NotesDb, userId: string, row: Omit<NoteRow, 'user_id'>): Promise<void> {
  await db.insertInto('note').values({ ...row, user_id: userId }).execute();
}

export async function updateNote(
  db: NotesDb,
  userId: string,
  id: string,
  changes: Partial<Pick<NoteRow, 'name' | 'second_name' | 'collection_id' | 'effective_date'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('note').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteNote(db: NotesDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('note').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Newest effective date first, then newest made; `collectionId` null pages the notes in no collection. */
export async function pageOfNotes(db: NotesDb, userId: string, collectionId: string | null, pageNumber: number): Promise<{ rows: NoteRow[]; total: number }> {
  const inPlace = db
    .selectFrom('note')
    .where('user_id', '=', userId)
    .where('collection_id', collectionId === null ? 'is' : '=', collectionId);
  const [rows, count] = await Promise.all([
    inPlace
      .selectAll()
      .orderBy('effective_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(NOTES_PER_PAGE)
      .offset((pageNumber - 1) * NOTES_PER_PAGE)
      .execute(),
    inPlace.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every note with that effective date, in any collection or none, oldest made first. */
export function notesOfDate(db: NotesDb, userId: string, date: string): Promise<NoteRow[]> {
  return db.selectFrom('note').selectAll().where('user_id', '=', userId).where('effective_date', '=', date).orderBy('created_at').orderBy('id').execute();
}

export async function notesByIds(db: NotesDb, userId: string, ids: readonly string[]): Promise<Map<string, NoteRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('note').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Keeps a collection's notes outside any collection; answers how many. */
export async function releaseNotesOf(db: NotesDb, userId: string, collectionId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('note')
    .set({ collection_id: null, journal_date: null, updated_at: at })
    .where('user_id', '=', userId)
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotesOf(db: NotesDb, userId: string, collectionId: string): Promise<number> {
  const result = await db.deleteFrom('note').where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Answers

/** Answers of these notes in order: `listOnly` reads only the kept answers the lists show. */
export async function answersOf(db: NotesDb, userId: string, noteIds: readonly string[], listOnly = false): Promise<Map<string, AnswerRow[]>> {
  const byNote = new Map<string, AnswerRow[]>(noteIds.map((id) => [id, []]));
  if (noteIds.length === 0) return byNote;
  let query = db.selectFrom('note_answer').selectAll().where('user_id', '=', userId).where('note_id', 'in', noteIds);
  if (listOnly) query = query.where('archived', '=', 0).where('display_in_list', '=', 1);
  const rows = await query.orderBy('archived').orderBy('position').execute();
  for (const row of rows) byNote.get(row.note_id)?.push(row);
  return byNote;
}

export async function insertAnswers(db: NotesDb, userId: string, rows: readonly NewAnswerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('note_answer')
    .values(rows.map((row) => ({ ...row, user_id: userId })))
    .execute();
}

export async function setAnswerValue(db: NotesDb, userId: string, noteId: string, questionId: string, value: string): Promise<void> {
  await db
    .updateTable('note_answer')
    .set({ value })
    .where('user_id', '=', userId)
    .where('note_id', '=', noteId)
    .where('question_id', '=', questionId)
    .where('archived', '=', 0)
    .execute();
}

// Entries

export async function entriesOf(db: NotesDb, userId: string, noteIds: readonly string[]): Promise<Map<string, EntryRow[]>> {
  const byNote = new Map<string, EntryRow[]>(noteIds.map((id) => [id, []]));
  if (noteIds.length === 0) return byNote;
  const rows = await db.selectFrom('note_entry').selectAll().where('user_id', '=', userId).where('note_id', 'in', noteIds).orderBy('position').execute();
  for (const row of rows) byNote.get(row.note_id)?.push(row);
  return byNote;
}

/** Each entry's context ids, in no particular order. */
export async function contextIdsOf(db: NotesDb, userId: string, entryIds: readonly string[]): Promise<Map<string, string[]>> {
  const byEntry = new Map<string, string[]>(entryIds.map((id) => [id, []]));
  if (entryIds.length === 0) return byEntry;
  const rows = await db.selectFrom('note_entry_context').select(['entry_id', 'context_id']).where('user_id', '=', userId).where('entry_id', 'in', entryIds).execute();
  for (const row of rows) byEntry.get(row.entry_id)?.push(row.context_id);
  return byEntry;
}

export async function entryCounts(db: NotesDb, userId: string, noteIds: readonly string[]): Promise<Map<string, number>> {
  if (noteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('note_entry')
    .select(['note_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('note_id', 'in', noteIds)
    .groupBy('note_id')
    .execute();
  return new Map(rows.map((row) => [row.note_id, Number(row.count)]));
}

export interface EntryToKeep {
  id: string;
  text: string;
  contextIds: readonly string[];
  /** When it is new: its creation time. */
  createdAt: string;
  /** When its text or contexts changed, else its stored updatedAt. */
  updatedAt: string;
}

/** Makes the note's entries exactly this ordered list: others are deleted, with their contexts. */
export async function replaceEntries(db: NotesDb, userId: string, noteId: string, entries: readonly EntryToKeep[]): Promise<void> {
  await db.deleteFrom('note_entry').where('user_id', '=', userId).where('note_id', '=', noteId).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('note_entry')
    .values(entries.map((entry, position) => ({ id: entry.id, user_id: userId, note_id: noteId, position, text: entry.text, created_at: entry.createdAt, updated_at: entry.updatedAt })))
    .execute();
  const links = entries.flatMap((entry) => entry.contextIds.map((contextId) => ({ user_id: userId, entry_id: entry.id, context_id: contextId })));
  for (let start = 0; start < links.length; start += LINKS_PER_INSERT) {
    await db.insertInto('note_entry_context').values(links.slice(start, start + LINKS_PER_INSERT)).execute();
  }
}

/** SQLite binds at most 32,766 values a statement; a link is three. */
const LINKS_PER_INSERT = 5000;

/** The next `limit` of the user's notes after `afterId` by id: an export reads them a batch at a time. */
export function notesAfter(db: NotesDb, userId: string, afterId: string, limit: number): Promise<NoteRow[]> {
  return db.selectFrom('note').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
