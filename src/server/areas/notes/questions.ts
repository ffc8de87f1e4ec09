import type { Schemas } from '../../../contract/types';
import { badRequest } from '../../errors';
import { newId } from '../../ids';
import { refusals } from './refusals';
import type { QuestionRow } from './repository/collections';

export type PlannedQuestion = Omit<QuestionRow, 'user_id' | 'collection_id'>;

/**
 * A collection's questions as the form sent them, checked against the ones it has: a given `_id`
 * must be one of them (given once), every text is trimmed and non-empty. New questions get ids.
 */
export function planQuestions(inputs: readonly Schemas['QuestionInput'][], current: readonly QuestionRow[]): PlannedQuestion[] {
  const known = new Set(current.map((question) => question.id));
  const given = new Set<string>();
  return inputs.map((input, position) => {
    const text = input.text.trim();
    if (text === '') throw refusals.questionTextRequired();
    if (input._id !== undefined) {
      if (!known.has(input._id)) throw refusals.questionNotFound();
      if (given.has(input._id)) throw badRequest('A question is listed twice');
      given.add(input._id);
    }
    return { id: input._id ?? newId(), position, text, type: input.type, display_in_list: input.displayInList === true ? 1 : 0 };
  });
}
