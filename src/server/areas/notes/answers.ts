import type { Schemas } from '../../../contract/types';

export type QuestionType = Schemas['QuestionType'];
export type AnswerValue = Schemas['AnswerValue'];

/** Whether a value can be the answer to a question of this type (null, unanswered, always can). */
export function fitsType(value: AnswerValue, type: QuestionType): boolean {
  if (value === null) return true;
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'scale':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;
    case 'yesNo':
      return typeof value === 'boolean';
  }
}

/** The words a search finds an answer by: its text, or a number as written. */
export function searchTextOf(value: AnswerValue): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
