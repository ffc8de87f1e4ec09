import type { RequestBody } from '../../../../contract/types';
import type { NotesCollection, QuestionType } from '../queries';

/** A question as the edit form holds it: `key` stays the same while it moves (React key, focus). */
export interface DraftQuestion {
  key: string;
  /** The saved question's id; absent for one added in this form. */
  _id?: string;
  text: string;
  type: QuestionType;
  displayInList: boolean;
}

/** The edit form's values. */
export interface CollectionDraft {
  name: string;
  questions: DraftQuestion[];
  options: NotesCollection['options'];
  /** `retroUpdateQuestions`: apply the question changes to the existing notes too. */
  retro: boolean;
}

export const questionTypes: readonly QuestionType[] = ['text', 'number', 'scale', 'yesNo'];

/** The form's values for a saved collection (nothing changed yet). */
export function draftOf(collection: NotesCollection): CollectionDraft {
  return {
    name: collection.name,
    questions: collection.questions.map(({ _id, text, type, displayInList }) => ({ key: _id, _id, text, type, displayInList })),
    options: { ...collection.options },
    retro: false,
  };
}

/** True when saving would change the collection (the retro choice alone changes nothing). */
export function isChanged(draft: CollectionDraft, collection: NotesCollection): boolean {
  const saved = draftOf(collection);
  const sameQuestions =
    draft.questions.length === saved.questions.length &&
    draft.questions.every((question, index) => {
      const other = saved.questions[index]!;
      return question._id === other._id && question.text === other.text && question.type === other.type && question.displayInList === other.displayInList;
    });
  const sameOptions = (Object.keys(saved.options) as Array<keyof CollectionDraft['options']>).every((key) => draft.options[key] === saved.options[key]);
  return draft.name !== saved.name || !sameQuestions || !sameOptions;
}

/** What is wrong with the values: an empty name, questions without text (by key). */
export interface DraftProblems {
  name: boolean;
  questions: string[];
}

export function problemsOf(draft: CollectionDraft): DraftProblems {
  return { name: !draft.name.trim(), questions: draft.questions.filter((question) => !question.text.trim()).map((question) => question.key) };
}

export const hasProblems = (problems: DraftProblems) => problems.name || problems.questions.length > 0;

/**
 * PUT /notes-collection's body: the name, the whole ordered list of questions (a question without
 * `_id` is new, one left out is removed), the options, and whether the existing notes follow.
 */
export function changeOf(collectionId: string, draft: CollectionDraft): RequestBody<'updateNotesCollection'> {
  return {
    notesCollectionId: collectionId,
    name: draft.name.trim(),
    questions: draft.questions.map(({ _id, text, type, displayInList }) => ({ ...(_id ? { _id } : {}), text: text.trim(), type, displayInList })),
    options: draft.options,
    retroUpdateQuestions: draft.retro,
  };
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
