import type { Kysely } from 'kysely';

/**
 * The notes area's tables as Kysely sees them (see composition.ts for the conventions: ISO text
 * times, 0/1 booleans, JSON as text). A note keeps its own copy of each question beside the
 * answer (note_answer), so a collection's questions can change without touching older notes
 * unless the user asks for it (retroUpdateQuestions).
 */
export interface NotesTables {
  notes_collection: NotesCollectionTable;
  notes_question: NotesQuestionTable;
  note: NoteTable;
  note_answer: NoteAnswerTable;
  note_entry: NoteEntryTable;
  note_entry_context: NoteEntryContextTable;
  note_context: NoteContextTable;
  note_search: NoteSearchTable;
}

export interface NotesCollectionTable {
  id: string;
  user_id: string;
  name: string;
  display_in_list: number;
  label_after_answer: number;
  prompt_swedish_title: number;
  split_title: number;
  created_at: string;
  updated_at: string;
}

export interface NotesQuestionTable {
  id: string;
  user_id: string;
  collection_id: string;
  position: number;
  text: string;
  /** The contract's QuestionType. */
  type: string;
  display_in_list: number;
}

export interface NoteTable {
  id: string;
  user_id: string;
  /** null: kept after its collection was deleted without its notes. */
  collection_id: string | null;
  name: string;
  second_name: string;
  /** YYYY-MM-DD. */
  effective_date: string;
  /** Set only on a journal's note of that date: unique per collection, so two opens make one note. */
  journal_date: string | null;
  created_at: string;
  updated_at: string;
}

/** An answer with its note's own copy of the question; archived ones are kept, not shown as questions. */
export interface NoteAnswerTable {
  user_id: string;
  note_id: string;
  question_id: string;
  position: number;
  text: string;
  type: string;
  display_in_list: number;
  /** JSON: a string, number or boolean, or null when unanswered. */
  value: string;
  archived: number;
}

export interface NoteEntryTable {
  id: string;
  user_id: string;
  note_id: string;
  position: number;
  text: string;
  created_at: string;
  updated_at: string;
}

export interface NoteEntryContextTable {
  user_id: string;
  entry_id: string;
  context_id: string;
}

export interface NoteContextTable {
  id: string;
  user_id: string;
  name: string;
  /** name lower-cased: a user's context names are unique ignoring case. */
  name_key: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/**
 * The text a search reads, one row per note: an FTS5 table on SQLite, a table with a generated
 * tsvector on PostgreSQL (see the migration). Kept by the repository after every change to a note.
 */
export interface NoteSearchTable {
  note_id: string;
  user_id: string;
  body: string;
  /** The owner's word (see repository/search.ts): an FTS5 column on SQLite, a tsvector on PostgreSQL. */
  owner: string;
}

export type NotesDb = Kysely<NotesTables>;
