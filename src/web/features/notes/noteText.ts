import type { IntlShape } from 'react-intl';
import type { Answer, NoteSummary } from './queries';
import { noteListMessages as m, noteListValueMessages as v } from './collections/messages';

/** A note's title as lists show it: a split title (spec §3) reads "first — second". */
export function noteTitle(note: Pick<NoteSummary, 'name' | 'secondName'>): string {
  return note.secondName.trim() ? `${note.name} — ${note.secondName}` : note.name;
}

/** An answer's value in words of the interface language; null when unanswered. */
export function answerValue(intl: IntlShape, answer: Pick<Answer, 'type' | 'value'>): string | null {
  const { type, value } = answer;
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return intl.formatMessage(value ? m.yes : m.no);
  if (typeof value === 'number') return type === 'scale' ? intl.formatMessage(v.scale, { value: intl.formatNumber(value) }) : intl.formatNumber(value);
  return value;
}

/**
 * An answer as the collection's list shows it: "Mood 7/10", or "7/10 Mood" when the collection's
 * `labelInListAfterAnswer` is on (spec §3); null when unanswered (the list leaves those out).
 */
export function listAnswerText(intl: IntlShape, answer: Pick<Answer, 'text' | 'type' | 'value'>, labelAfterAnswer: boolean): string | null {
  const value = answerValue(intl, answer);
  if (value === null) return null;
  return labelAfterAnswer ? `${value} ${answer.text}` : `${answer.text} ${value}`;
}
