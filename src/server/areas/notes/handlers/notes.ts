import type { Schemas } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import { badRequest } from '../../../errors';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { fitsType, type QuestionType } from '../answers';
import { noteView, savedNoteView, summariesOf } from '../noteViews';
import { refusals } from '../refusals';
import { requireCollection, requireNote } from '../required';
import * as collections from '../repository/collections';
import * as contexts from '../repository/contexts';
import * as notes from '../repository/notes';
import { unanswered } from '../repository/retroUpdate';
import { searchNotes, searchWords } from '../repository/search';
import type { NotesSettings } from '../settings';
import type { NotesDb, NotesTables } from '../tables';

type AnswerInput = Schemas['AnswerInput'];
type EntryInput = Schemas['EntryInput'];

/** /note and /journal-note. */
export function createNoteHandlers({ db, dialect }: AreaDeps<NotesTables>, settings: NotesSettings) {
  const now = () => settings.now().toISOString();

  async function requireContexts(trx: NotesDb, userId: string, entries: readonly EntryInput[]) {
    const wanted = [...new Set(entries.flatMap((entry) => entry.contextIds ?? []))];
    const found = await contexts.existingContextIds(trx, userId, wanted);
    if (wanted.some((id) => !found.has(id))) throw refusals.contextNotFound();
  }

  /** Answers given for a note's questions, each checked against its own question's type. */
  function checkedAnswers(inputs: readonly AnswerInput[], questions: ReadonlyMap<string, { text: string; type: string }>) {
    if (new Set(inputs.map((input) => input.questionId)).size !== inputs.length) throw badRequest('A question is answered twice');
    for (const { questionId, value } of inputs) {
      const question = questions.get(questionId);
      if (question === undefined) throw refusals.questionNotFound();
      if (!fitsType(value, question.type as QuestionType)) throw refusals.answerTypeMismatch(question.text, question.type);
    }
    return new Map(inputs.map(({ questionId, value }) => [questionId, JSON.stringify(value)]));
  }

  /** A new note with its collection's questions (answered where `answers` says) and its entries. */
  async function insertNewNote(
    trx: NotesDb,
    userId: string,
    note: { name: string; secondName: string; collectionId: string | null; effectiveDate: string; journalDate: string | null },
    answers: readonly AnswerInput[],
    entries: readonly EntryInput[],
  ) {
    const questions = note.collectionId === null ? [] : ((await collections.questionsOf(trx, userId, [note.collectionId])).get(note.collectionId) ?? []);
    const values = checkedAnswers(answers, new Map(questions.map((question) => [question.id, question])));
    if (entries.some((entry) => entry._id !== undefined)) throw refusals.entryNotFound();
    await requireContexts(trx, userId, entries);
    const at = now();
    const id = newId();
    await notes.insertNote(trx, userId, {
      id,
      collection_id: note.collectionId,
      name: note.name,
      second_name: note.secondName,
      effective_date: note.effectiveDate,
      journal_date: note.journalDate,
      created_at: at,
      updated_at: at,
    });
    await notes.insertAnswers(
      trx,
      userId,
      questions.map((question) => ({ ...unanswered(question), note_id: id, value: values.get(question.id) ?? 'null' })),
    );
    await notes.replaceEntries(
      trx,
      userId,
      id,
      entries.map((entry) => ({ id: newId(), text: entry.text, contextIds: entry.contextIds ?? [], createdAt: at, updatedAt: at })),
    );
    return savedNoteView(trx, userId, id);
  }

  /** The note's entries made exactly `inputs`: kept ones keep their id and creation time. */
  async function replaceEntries(trx: NotesDb, userId: string, noteId: string, inputs: readonly EntryInput[], at: string) {
    const stored = (await notes.entriesOf(trx, userId, [noteId])).get(noteId) ?? [];
    const storedContexts = await notes.contextIdsOf(
      trx,
      userId,
      stored.map((entry) => entry.id),
    );
    const byId = new Map(stored.map((entry) => [entry.id, entry]));
    const given = inputs.flatMap((input) => (input._id === undefined ? [] : [input._id]));
    if (given.some((id) => !byId.has(id))) throw refusals.entryNotFound();
    if (new Set(given).size !== given.length) throw badRequest('An entry is listed twice');
    await requireContexts(trx, userId, inputs);
    await notes.replaceEntries(
      trx,
      userId,
      noteId,
      inputs.map((input) => {
        const contextIds = [...(input.contextIds ?? [])].sort();
        const old = input._id === undefined ? undefined : byId.get(input._id);
        if (old === undefined) return { id: newId(), text: input.text, contextIds, createdAt: at, updatedAt: at };
        const unchanged = old.text === input.text && sameIds(storedContexts.get(old.id) ?? [], contextIds);
        return { id: old.id, text: input.text, contextIds, createdAt: old.created_at, updatedAt: unchanged ? old.updated_at : at };
      }),
    );
  }

  return {
    async getNotes({ query: { noteId, notesCollectionId, withoutCollection, effectiveDate, search, pageNumber }, caller: { userId } }) {
      const unfiled = withoutCollection === true;
      if (search !== undefined) {
        if (noteId !== undefined || unfiled || effectiveDate !== undefined || pageNumber !== undefined) throw refusals.oneQueryAtATime();
        const words = searchWords(search);
        if (words.length === 0) throw refusals.searchTooShort();
        if (notesCollectionId !== undefined) await requireCollection(db, userId, notesCollectionId);
        const hits = await searchNotes(db, dialect, userId, words, notesCollectionId);
        const rows = await notes.notesByIds(
          db,
          userId,
          hits.map((hit) => hit.noteId),
        );
        const found = hits.flatMap((hit) => {
          const row = rows.get(hit.noteId);
          return row === undefined ? [] : [{ hit, row }];
        });
        const summaries = await summariesOf(
          db,
          userId,
          found.map(({ row }) => row),
        );
        return { results: found.map(({ hit }, index) => ({ note: summaries[index]!, snippet: hit.snippet, highlights: hit.highlights })) };
      }
      const ways = [noteId, notesCollectionId, unfiled ? true : undefined, effectiveDate].filter((way) => way !== undefined).length;
      if (ways !== 1 || (pageNumber !== undefined && notesCollectionId === undefined && !unfiled)) throw refusals.oneQueryAtATime();
      if (noteId !== undefined) return noteView(db, userId, await requireNote(db, userId, noteId));
      if (effectiveDate !== undefined) return summariesOf(db, userId, await notes.notesOfDate(db, userId, effectiveDate));
      if (notesCollectionId !== undefined) await requireCollection(db, userId, notesCollectionId);
      const page = pageNumber ?? 1;
      const { rows, total } = await notes.pageOfNotes(db, userId, notesCollectionId ?? null, page);
      return { notes: await summariesOf(db, userId, rows), pageNumber: page, totalPages: Math.max(1, Math.ceil(total / notes.NOTES_PER_PAGE)) };
    },

    async createNote({ body, caller: { userId } }) {
      const name = body.name.trim();
      if (name === '') throw refusals.noteNameRequired();
      return db.transaction().execute(async (trx) => {
        if (body.notesCollectionId !== undefined) await requireCollection(trx, userId, body.notesCollectionId);
        return insertNewNote(
          trx,
          userId,
          {
            name,
            secondName: body.secondName?.trim() ?? '',
            collectionId: body.notesCollectionId ?? null,
            effectiveDate: body.effectiveDate ?? now().slice(0, 10),
            journalDate: null,
          },
          body.answers ?? [],
          body.entries ?? [],
        );
      });
    },

    async updateNote({ body: { noteId, name, secondName, notesCollectionId, effectiveDate, answers, entries }, caller: { userId } }) {
      if ([name, secondName, notesCollectionId, effectiveDate, answers, entries].every((field) => field === undefined)) throw refusals.nothingToChange();
      const trimmed = name?.trim();
      if (trimmed === '') throw refusals.noteNameRequired();
      return db.transaction().execute(async (trx) => {
        const note = await requireNote(trx, userId, noteId);
        if (notesCollectionId !== undefined && notesCollectionId !== null) await requireCollection(trx, userId, notesCollectionId);
        const at = now();
        if (answers !== undefined) {
          const own = ((await notes.answersOf(trx, userId, [noteId])).get(noteId) ?? []).filter((answer) => answer.archived === 0);
          const values = checkedAnswers(answers, new Map(own.map((answer) => [answer.question_id, answer])));
          for (const [questionId, value] of values) await notes.setAnswerValue(trx, userId, noteId, questionId, value);
        }
        if (entries !== undefined) await replaceEntries(trx, userId, noteId, entries, at);
        const moved = notesCollectionId !== undefined && notesCollectionId !== note.collection_id;
        await notes.updateNote(trx, userId, noteId, {
          ...(trimmed === undefined ? {} : { name: trimmed }),
          ...(secondName === undefined ? {} : { second_name: secondName.trim() }),
          ...(effectiveDate === undefined ? {} : { effective_date: effectiveDate }),
          // A journal's note of a date is that only in its journal.
          ...(moved ? { collection_id: notesCollectionId, journal_date: null } : {}),
          updated_at: at,
        });
        return savedNoteView(trx, userId, noteId);
      });
    },

    async deleteNote({ query: { noteId }, caller: { userId } }) {
      await db.transaction().execute(async (trx) => {
        await requireNote(trx, userId, noteId);
        await notes.deleteNote(trx, userId, noteId);
      });
      return null;
    },

    async openJournalNote({ body: { notesCollectionId, effectiveDate, name }, caller: { userId } }) {
      // Two opens at once: the unique (collection, journal date) refuses the second insert, whose
      // second run finds the first one's note.
      const title = name === undefined ? effectiveDate : name.trim();
      if (title === '') throw refusals.noteNameRequired();
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, notesCollectionId);
          const existing = await notes.findJournalNote(trx, userId, notesCollectionId, effectiveDate);
          if (existing !== undefined) return noteView(trx, userId, existing);
          return insertNewNote(trx, userId, { name: title, secondName: '', collectionId: notesCollectionId, effectiveDate, journalDate: effectiveDate }, [], []);
        }),
      );
    },
  } satisfies Partial<SecuredHandlers>;
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().every((id, index) => id === b[index]);
