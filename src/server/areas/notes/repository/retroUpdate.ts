import { fitsType, type AnswerValue, type QuestionType } from '../answers';
import type { PlannedQuestion } from '../questions';
import type { NotesDb } from '../tables';
import type { NewAnswerRow } from './notes';

/** SQLite binds at most 32,766 values a statement; an answer is nine. */
const ANSWERS_PER_INSERT = 1000;

/**
 * Makes every note of the collection follow its new questions (retroUpdateQuestions): each
 * note's kept answers are exactly `questions`, in order, with their text, type and list flag;
 * a question the note lacks is added unanswered; an answer whose question is gone, or whose
 * value no longer fits a changed type, is archived with its value (the latter then starts
 * unanswered). Runs in the caller's transaction.
 */
export async function applyQuestionsToNotes(db: NotesDb, userId: string, collectionId: string, questions: readonly PlannedQuestion[]): Promise<void> {
  const notes = await db.selectFrom('note').select('id').where('user_id', '=', userId).where('collection_id', '=', collectionId).execute();
  if (notes.length === 0) return;
  const noteIds = db.selectFrom('note').select('id').where('user_id', '=', userId).where('collection_id', '=', collectionId);
  const keptIds = questions.map((question) => question.id);

  let gone = db.updateTable('note_answer').set({ archived: 1 }).where('user_id', '=', userId).where('archived', '=', 0).where('note_id', 'in', noteIds);
  if (keptIds.length > 0) gone = gone.where('question_id', 'not in', keptIds);
  await gone.execute();
  if (questions.length === 0) return;

  const answers = await db
    .selectFrom('note_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('archived', '=', 0)
    .where('note_id', 'in', noteIds)
    .execute();
  const typeOf = new Map(questions.map((question) => [question.id, question.type as QuestionType]));
  const misfits = answers.filter((answer) => !fitsType(JSON.parse(answer.value) as AnswerValue, typeOf.get(answer.question_id) ?? 'text'));
  await insertAnswerRows(
    db,
    userId,
    misfits.map(({ user_id: _owner, ...answer }) => ({ ...answer, archived: 1 })),
  );
  for (const question of questions) {
    const noteIdsToClear = misfits.filter((misfit) => misfit.question_id === question.id).map((misfit) => misfit.note_id);
    for (let start = 0; start < noteIdsToClear.length; start += ANSWERS_PER_INSERT) {
      await db
        .updateTable('note_answer')
        .set({ value: 'null' })
        .where('user_id', '=', userId)
        .where('archived', '=', 0)
        .where('question_id', '=', question.id)
        .where('note_id', 'in', noteIdsToClear.slice(start, start + ANSWERS_PER_INSERT))
        .execute();
    }
  }

  for (const question of questions) {
    await db
      .updateTable('note_answer')
      .set({ position: question.position, text: question.text, type: question.type, display_in_list: question.display_in_list })
      .where('user_id', '=', userId)
      .where('archived', '=', 0)
      .where('question_id', '=', question.id)
      .where('note_id', 'in', noteIds)
      .execute();
  }

  const answered = new Set(answers.map((answer) => `${answer.note_id} ${answer.question_id}`));
  const missing = notes.flatMap(({ id: noteId }) =>
    questions
      .filter((question) => !answered.has(`${noteId} ${question.id}`))
      .map((question) => ({ ...unanswered(question), note_id: noteId })),
  );
  await insertAnswerRows(db, userId, missing);
}

/** A note's unanswered copy of a question. */
export function unanswered(question: PlannedQuestion): Omit<NewAnswerRow, 'note_id'> {
  return { question_id: question.id, position: question.position, text: question.text, type: question.type, display_in_list: question.display_in_list, value: 'null', archived: 0 };
}

async function insertAnswerRows(db: NotesDb, userId: string, rows: readonly NewAnswerRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ANSWERS_PER_INSERT) {
    await db
      .insertInto('note_answer')
      .values(rows.slice(start, start + ANSWERS_PER_INSERT).map((row) => ({ ...row, user_id: userId })))
      .execute();
  }
}
