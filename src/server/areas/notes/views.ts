import type { Schemas } from '../../../contract/types';
import type { AnswerValue, QuestionType } from './answers';
import type { CollectionRow, QuestionRow } from './repository/collections';
import type { ContextRow } from './repository/contexts';
import type { AnswerRow, EntryRow, NoteRow } from './repository/notes';

// Rows as the contract's shapes.

export function toQuestion(row: QuestionRow): Schemas['Question'] {
  return { _id: row.id, text: row.text, type: row.type as QuestionType, displayInList: row.display_in_list === 1 };
}

export function toCollection(row: CollectionRow, questions: readonly QuestionRow[], noteCount: number): Schemas['NotesCollection'] {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.created_at,
    questions: questions.map(toQuestion),
    options: {
      displayInList: row.display_in_list === 1,
      labelInListAfterAnswer: row.label_after_answer === 1,
      promptSwedishTitle: row.prompt_swedish_title === 1,
      splitTitle: row.split_title === 1,
    },
    noteCount,
  };
}

export function toAnswer(row: AnswerRow): Schemas['Answer'] {
  return { questionId: row.question_id, text: row.text, type: row.type as QuestionType, displayInList: row.display_in_list === 1, value: JSON.parse(row.value) as AnswerValue };
}

export function toEntry(row: EntryRow, contextIds: readonly string[]): Schemas['Entry'] {
  return { _id: row.id, text: row.text, createdAt: row.created_at, updatedAt: row.updated_at, contextIds: [...contextIds].sort() };
}

export interface NoteParts {
  answers: readonly AnswerRow[];
  entries: readonly EntryRow[];
  contextIds: ReadonlyMap<string, readonly string[]>;
}

export function toNote(row: NoteRow, { answers, entries, contextIds }: NoteParts): Schemas['Note'] {
  return {
    _id: row.id,
    name: row.name,
    secondName: row.second_name,
    notesCollectionId: row.collection_id,
    effectiveDate: row.effective_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    answers: answers.filter((answer) => answer.archived === 0).map(toAnswer),
    archivedAnswers: answers.filter((answer) => answer.archived === 1).map(toAnswer),
    entries: entries.map((entry) => toEntry(entry, contextIds.get(entry.id) ?? [])),
  };
}

export function toSummary(row: NoteRow, listAnswers: readonly AnswerRow[], entryCount: number): Schemas['NoteSummary'] {
  return {
    _id: row.id,
    name: row.name,
    secondName: row.second_name,
    notesCollectionId: row.collection_id,
    effectiveDate: row.effective_date,
    createdAt: row.created_at,
    listAnswers: listAnswers.map(toAnswer),
    entryCount,
  };
}

export function toContext(row: ContextRow, entryCount: number): Schemas['NoteContext'] {
  return { _id: row.id, name: row.name, description: row.description, createdAt: row.created_at, entryCount };
}
