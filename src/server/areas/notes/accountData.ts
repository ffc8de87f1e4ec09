import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import { ownerWord } from './repository/search';
import type { NotesTables } from './tables';

/** Notes' part of the export: collections with their questions, notes, answers, entries, contexts and the search text. */
export const notesAccountData = ({ db }: AreaDeps<NotesTables>) =>
  tablePart(db, [
    { table: 'notes_collection', key: 'id' },
    { table: 'notes_question', key: 'id', refs: ['collection_id'] },
    { table: 'note', key: 'id', refs: ['collection_id'] },
    // An answer keeps its question's id after the question is gone (archived): only a known one is remapped.
    {
      table: 'note_answer',
      refs: ['note_id'],
      orderBy: ['note_id', 'question_id'],
      fill: (row, input) => ({ question_id: input.idOrNull(String(row.question_id)) ?? row.question_id }),
    },
    { table: 'note_entry', key: 'id', refs: ['note_id'] },
    { table: 'note_context', key: 'id' },
    { table: 'note_entry_context', refs: ['entry_id', 'context_id'], orderBy: ['entry_id', 'context_id'] },
    { table: 'note_search', refs: ['note_id'], orderBy: ['note_id'], fill: (_row, input) => ({ owner: ownerWord(input.userId) }) },
  ]);
