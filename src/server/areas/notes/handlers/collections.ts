import type { Schemas } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { planQuestions } from '../questions';
import { refusals } from '../refusals';
import { requireCollection } from '../required';
import * as collections from '../repository/collections';
import * as notes from '../repository/notes';
import { applyQuestionsToNotes } from '../repository/retroUpdate';
import type { NotesSettings } from '../settings';
import type { NotesDb, NotesTables } from '../tables';
import { toCollection } from '../views';

type OptionsChange = Schemas['NotesCollectionOptionsChange'];

/** The option columns a change names (0/1). */
function optionColumns(options: OptionsChange = {}): Partial<collections.CollectionOptionColumns> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const columns = {
    display_in_list: flag(options.displayInList),
    label_after_answer: flag(options.labelInListAfterAnswer),
    prompt_swedish_title: flag(options.promptSwedishTitle),
    split_title: flag(options.splitTitle),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** /notes-collection. */
export function createCollectionHandlers({ db }: AreaDeps<NotesTables>, settings: NotesSettings) {
  const now = () => settings.now().toISOString();

  async function views(trx: NotesDb, userId: string, rows: readonly collections.CollectionRow[]) {
    const ids = rows.map((row) => row.id);
    const [questions, counts] = await Promise.all([collections.questionsOf(trx, userId, ids), collections.noteCounts(trx, userId, ids)]);
    return rows.map((row) => toCollection(row, questions.get(row.id) ?? [], counts.get(row.id) ?? 0));
  }

  async function view(trx: NotesDb, userId: string, id: string) {
    const [collection] = await views(trx, userId, [await requireCollection(trx, userId, id)]);
    return collection!;
  }

  return {
    async getNotesCollections({ query: { notesCollectionId }, caller: { userId } }) {
      if (notesCollectionId !== undefined) return view(db, userId, notesCollectionId);
      return views(db, userId, await collections.listCollections(db, userId));
    },

    async createNotesCollection({ body, caller: { userId } }) {
      const name = body.name.trim();
      if (name === '') throw refusals.collectionNameRequired();
      const questions = planQuestions(body.questions ?? [], []);
      const at = now();
      const id = newId();
      return db.transaction().execute(async (trx) => {
        if ((await collections.countCollections(trx, userId)) >= settings.maxCollections) throw refusals.tooManyCollections(settings.maxCollections);
        await collections.insertCollection(trx, userId, {
          id,
          name,
          display_in_list: 0,
          label_after_answer: 0,
          prompt_swedish_title: 0,
          split_title: 0,
          ...optionColumns(body.options),
          created_at: at,
          updated_at: at,
        });
        await collections.replaceQuestions(trx, userId, id, questions);
        return view(trx, userId, id);
      });
    },

    async updateNotesCollection({ body: { notesCollectionId, name, questions, options, retroUpdateQuestions }, caller: { userId } }) {
      const optionChanges = optionColumns(options);
      if (name === undefined && questions === undefined && Object.keys(optionChanges).length === 0) throw refusals.nothingToChange();
      const trimmed = name?.trim();
      if (trimmed === '') throw refusals.collectionNameRequired();
      return db.transaction().execute(async (trx) => {
        await requireCollection(trx, userId, notesCollectionId);
        if (questions !== undefined) {
          const current = (await collections.questionsOf(trx, userId, [notesCollectionId])).get(notesCollectionId) ?? [];
          const planned = planQuestions(questions, current);
          await collections.replaceQuestions(trx, userId, notesCollectionId, planned);
          if (retroUpdateQuestions === true) await applyQuestionsToNotes(trx, userId, notesCollectionId, planned);
        }
        await collections.updateCollection(trx, userId, notesCollectionId, { ...(trimmed === undefined ? {} : { name: trimmed }), ...optionChanges, updated_at: now() });
        return view(trx, userId, notesCollectionId);
      });
    },

    async deleteNotesCollection({ query: { notesCollectionId, deleteNotes }, caller: { userId } }) {
      return db.transaction().execute(async (trx) => {
        await requireCollection(trx, userId, notesCollectionId);
        const deletedNotes = deleteNotes === true ? await notes.deleteNotesOf(trx, userId, notesCollectionId) : 0;
        const keptNotes = deleteNotes === true ? 0 : await notes.releaseNotesOf(trx, userId, notesCollectionId, now());
        await collections.deleteCollection(trx, userId, notesCollectionId);
        return { deletedNotes, keptNotes };
      });
    },
  } satisfies Partial<SecuredHandlers>;
}
