import { newId } from '../../../ids';
import { refusals } from '../refusals';
import * as collections from '../repository/collections';
import * as notes from '../repository/notes';
import { unanswered } from '../repository/retroUpdate';
import { indexNote } from '../repository/search';
import type { NotesDb } from '../tables';
import type { PlannedNote } from './importPlan';

/** Collections by name ignoring case: an import puts a folder's notes into the one of its name. */
export async function collectionsByName(db: NotesDb, userId: string): Promise<Map<string, collections.CollectionRow>> {
  const byName = new Map<string, collections.CollectionRow>();
  for (const row of await collections.listCollections(db, userId)) if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row);
  return byName;
}

/**
 * Writes the planned notes inside the caller's transaction: the missing collections first (within
 * the user's limit), then each note with its collection's questions unanswered, its one entry and
 * its search text.
 */
export async function writeImport(trx: NotesDb, userId: string, planned: readonly PlannedNote[], at: string, maxCollections: number): Promise<void> {
  const existing = await collectionsByName(trx, userId);
  const missing = [...new Set(planned.flatMap((note) => (note.collection === null || existing.has(note.collection.toLowerCase()) ? [] : [note.collection])))];
  const newNames = [...new Map(missing.map((name) => [name.toLowerCase(), name])).values()];
  if (newNames.length > 0 && (await collections.countCollections(trx, userId)) + newNames.length > maxCollections) throw refusals.tooManyCollections(maxCollections);
  const idByName = new Map([...existing].map(([key, row]) => [key, row.id]));
  for (const name of newNames) {
    const id = newId();
    await collections.insertCollection(trx, userId, {
      id,
      name,
      display_in_list: 0,
      label_after_answer: 0,
      prompt_swedish_title: 0,
      split_title: 0,
      created_at: at,
      updated_at: at,
    });
    idByName.set(name.toLowerCase(), id);
  }
  const usedIds = [...new Set(planned.flatMap((note) => (note.collection === null ? [] : [idByName.get(note.collection.toLowerCase())!])))];
  const questions = await collections.questionsOf(trx, userId, usedIds);
  for (const note of planned) {
    const collectionId = note.collection === null ? null : idByName.get(note.collection.toLowerCase())!;
    const id = newId();
    await notes.insertNote(trx, userId, {
      id,
      collection_id: collectionId,
      name: note.name,
      second_name: '',
      effective_date: note.effectiveDate,
      journal_date: null,
      created_at: at,
      updated_at: at,
    });
    const own = collectionId === null ? [] : (questions.get(collectionId) ?? []);
    await notes.insertAnswers(
      trx,
      userId,
      own.map((question) => ({ ...unanswered(question), note_id: id })),
    );
    await notes.replaceEntries(trx, userId, id, [{ id: newId(), text: note.text, contextIds: [], createdAt: at, updatedAt: at }]);
    await indexNote(trx, userId, id, [note.name, note.text]);
  }
}
