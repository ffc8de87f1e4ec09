import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import type { Answer } from '../queries';
import { noteMessages as m, noteValueMessages as v } from './messages';
import * as styles from './Note.css';
import { answerText, type DraftAnswerValue } from './noteDraft';

export interface AnswerFieldsProps {
  /** The note's answers as the server has them: each question's text and type, in order. */
  answers: Answer[];
  /** The values being written, by question. */
  values: Record<string, DraftAnswerValue>;
  onAnswer: (questionId: string, value: DraftAnswerValue) => void;
}

/** The note's answers, each by its question's type; every one can be cleared back to unanswered. */
export function AnswerFields({ answers, values, onAnswer }: AnswerFieldsProps) {
  return (
    <div className={styles.answers}>
      {answers.map((answer) => {
        const value = values[answer.questionId] ?? null;
        const set = (next: DraftAnswerValue) => onAnswer(answer.questionId, next);
        switch (answer.type) {
          case 'text':
            return <TextAnswer key={answer.questionId} question={answer.text} value={value} onChange={set} />;
          case 'number':
            return <NumberAnswer key={answer.questionId} question={answer.text} value={value} onChange={set} />;
          case 'scale':
            return <ChoiceAnswer key={answer.questionId} question={answer.text} kind="scale" value={value} onChange={set} />;
          case 'yesNo':
            return <ChoiceAnswer key={answer.questionId} question={answer.text} kind="yesNo" value={value} onChange={set} />;
        }
      })}
    </div>
  );
}

interface FieldProps {
  question: string;
  value: DraftAnswerValue;
  onChange: (value: DraftAnswerValue) => void;
}

/** Emptied, it is unanswered. */
function TextAnswer({ question, value, onChange }: FieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {question}
      </label>
      <textarea id={id} className={styles.textArea} rows={3} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} />
    </div>
  );
}

/** "3,5" and "3.5" are both three and a half; emptied, it is unanswered. */
const parseNumber = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
};

/** A text field, so a half-typed "3," is kept as typed; only a number (or nothing) is sent. */
function NumberAnswer({ question, value, onChange }: FieldProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(typeof value === 'number' ? intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 }) : '');
  const invalid = parseNumber(text) === undefined;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {question}
      </label>
      <input
        id={id}
        className={form.control}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseNumber(event.target.value);
          if (parsed !== undefined) onChange(parsed);
        }}
      />
      {invalid ? (
        <p id={`${id}-error`} className={form.fieldError}>
          {intl.formatMessage(m.notANumber)}
        </p>
      ) : null}
    </div>
  );
}

const scale = Array.from({ length: 10 }, (_, index) => index + 1);

/** Radios (arrow keys move between them), a scale of 1–10 or yes/no, with Clear once answered. */
function ChoiceAnswer({ question, value, onChange, kind }: FieldProps & { kind: 'scale' | 'yesNo' }) {
  const intl = useIntl();
  const name = useId();
  const options: { value: number | boolean; label: string }[] =
    kind === 'scale'
      ? scale.map((number) => ({ value: number, label: String(number) }))
      : [
          { value: true, label: intl.formatMessage(m.yes) },
          { value: false, label: intl.formatMessage(m.no) },
        ];
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.legend}>
        {question}
        {kind === 'scale' ? <span className={styles.muted}>{` (${intl.formatMessage(m.scaleHint)})`}</span> : null}
      </legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.choice}>
            <input
              type="radio"
              className={styles.choiceInput}
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
        {value !== null ? (
          <Button size="sm" variant="ghost" aria-label={intl.formatMessage(v.clearAnswerOf, { question })} onClick={() => onChange(null)}>
            {intl.formatMessage(m.clearAnswer)}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Answers to questions since removed or changed (retroUpdateQuestions): shown, never edited. */
export function ArchivedAnswers({ answers }: { answers: Answer[] }) {
  const intl = useIntl();
  if (answers.length === 0) return null;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{intl.formatMessage(v.archivedAnswers, { count: answers.length })}</summary>
      <div className={styles.panel}>
        <p className={styles.muted}>{intl.formatMessage(m.archivedHint)}</p>
        <dl className={styles.archived}>
          {answers.map((answer, index) => (
            <div key={`${answer.questionId}-${index}`}>
              <dt className={styles.archivedTerm}>{answer.text}</dt>
              <dd>{answerText(answer.value, intl.formatMessage(m.yes), intl.formatMessage(m.no), intl.formatMessage(m.unanswered))}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
