import type { Schemas } from '../../../contract/types';
import { searchTextOf, type AnswerValue } from './answers';
import * as notes from './repository/notes';
import { indexNote } from './repository/search';
import type { NotesDb } from './tables';
import { toNote, toSummary, type NoteParts } from './views';

// Notes read whole or as list rows, and the search text kept in step with them.

export async function partsOf(db: NotesDb, userId: string, noteId: string): Promise<NoteParts> {
  const [answers, entries] = await Promise.all([notes.answersOf(db, userId, [noteId]), notes.entriesOf(db, userId, [noteId])]);
  const noteEntries = entries.get(noteId) ?? [];
  const contextIds = await notes.contextIdsOf(
    db,
    userId,
    noteEntries.map((entry) => entry.id),
  );
  return { answers: answers.get(noteId) ?? [], entries: noteEntries, contextIds };
}

/** The note as the contract's Note. */
export async function noteView(db: NotesDb, userId: string, row: notes.NoteRow): Promise<Schemas['Note']> {
  return toNote(row, await partsOf(db, userId, row.id));
}

/**
 * The note after a change, with its search text made again from its name, answers (archived
 * ones too: their values are still the user's words) and entries. Run in the change's transaction.
 */
export async function savedNoteView(db: NotesDb, userId: string, noteId: string): Promise<Schemas['Note']> {
  const row = await notes.findNote(db, userId, noteId);
  if (row === undefined) throw new Error(`note ${noteId} vanished inside its own transaction`);
  const parts = await partsOf(db, userId, noteId);
  await indexNote(db, userId, noteId, [
    row.name,
    row.second_name,
    ...parts.answers.map((answer) => searchTextOf(JSON.parse(answer.value) as AnswerValue)),
    ...parts.entries.map((entry) => entry.text),
  ]);
  return toNote(row, parts);
}

/** Notes as list rows: their listed answers and how many entries they hold. */
export async function summariesOf(db: NotesDb, userId: string, rows: readonly notes.NoteRow[]): Promise<Schemas['NoteSummary'][]> {
  const ids = rows.map((row) => row.id);
  const [listAnswers, counts] = await Promise.all([notes.answersOf(db, userId, ids, true), notes.entryCounts(db, userId, ids)]);
  return rows.map((row) => toSummary(row, listAnswers.get(row.id) ?? [], counts.get(row.id) ?? 0));
}
