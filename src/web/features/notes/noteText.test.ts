// Proves how the collection lists write notes and answers: split titles as "first — second", a
// page in the URL only when it is a whole page number past the first, and answers in the reader's
// language (numbers with their decimal sign, yes/no in words, a scale out of 10), labelled before
// or after as the collection says, unanswered ones left out.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogues';
import { validatePageSearch } from './collections/pageSearch';
import { answerValue, listAnswerText, noteTitle } from './noteText';

const english = createIntl({ locale: 'en', messages: messagesFor('en') });
const swedish = createIntl({ locale: 'sv-SE', messages: messagesFor('sv') });

describe('noteTitle', () => {
  it('joins a split title with a dash, and leaves a single one alone', () => {
    expect(noteTitle({ name: 'Dune', secondName: 'Frank Herbert' })).toBe('Dune — Frank Herbert');
    expect(noteTitle({ name: 'Monday', secondName: '' })).toBe('Monday');
  });
});

describe('answers in the list', () => {
  it('writes each type readably in both languages', () => {
    expect(answerValue(english, { type: 'yesNo', value: true })).toBe('Yes');
    expect(answerValue(swedish, { type: 'yesNo', value: false })).toBe('Nej');
    expect(answerValue(english, { type: 'scale', value: 7 })).toBe('7/10');
    expect(answerValue(english, { type: 'number', value: 1234.5 })).toBe('1,234.5');
    expect(answerValue(swedish, { type: 'number', value: 7.5 })).toBe('7,5');
    expect(answerValue(english, { type: 'text', value: 'calm' })).toBe('calm');
    expect(answerValue(english, { type: 'text', value: null })).toBeNull();
    expect(answerValue(english, { type: 'text', value: '' })).toBeNull();
  });

  it('puts the question before the answer, or after it when the collection says so', () => {
    const mood = { text: 'Mood', type: 'number' as const, value: 7 };
    expect(listAnswerText(english, mood, false)).toBe('Mood 7');
    expect(listAnswerText(english, mood, true)).toBe('7 Mood');
    expect(listAnswerText(english, { ...mood, value: null }, true)).toBeNull();
  });
});

describe('validatePageSearch', () => {
  it('keeps a whole page number from 2, and drops anything else', () => {
    expect(validatePageSearch({ page: 3 })).toEqual({ page: 3 });
    expect(validatePageSearch({ page: '4' })).toEqual({ page: 4 });
    for (const page of [1, 0, -2, 2.5, 'two', null, undefined, 10_000_000]) expect(validatePageSearch({ page })).toEqual({});
  });
});
