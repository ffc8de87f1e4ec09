import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import type { QuestionType } from '../queries';
import * as styles from './collections.css';
import { moved, questionTypes, type DraftQuestion } from './collectionDraft';
import { editMessages as m, editValueMessages as v } from './messages';

const typeNames: Record<QuestionType, MessageDescriptor> = { text: m.typeText, number: m.typeNumber, scale: m.typeScale, yesNo: m.typeYesNo };

/** Where the focus goes once the list has been drawn again: a question's field or button, or Add question. */
type FocusTarget = { key: string; on: 'text' | 'up' | 'down' } | { key: null; on: 'add' };

export interface QuestionsEditorProps {
  questions: readonly DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  /** Keys of the questions whose text is missing, once the user tried to save. */
  missing: readonly string[];
  /** Makes the key of a question added here. */
  newKey: () => string;
}

/**
 * The collection's questions in order: each with its text, answer type and whether the notes
 * list shows its answer; added, removed (with Undo) and moved with buttons. The focus follows a
 * moved question (its button, or the other one once it reaches an end), and a status line says
 * where it went, so a keyboard or screen-reader user keeps their place.
 */
export function QuestionsEditor({ questions, onChange, missing, newKey }: QuestionsEditorProps) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  // Where the focus goes once the change has been drawn (a ref: it is not something to draw).
  const pendingFocus = useRef<FocusTarget | null>(null);
  const setFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  const [status, setStatus] = useState('');
  const [removed, setRemoved] = useState<{ question: DraftQuestion; index: number } | null>(null);
  const statusId = useId();

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus || !list.current) return;
    pendingFocus.current = null;
    const selector = focus.on === 'add' ? '[data-focus="add"]' : `[data-question="${focus.key}"] [data-focus="${focus.on}"]`;
    list.current.querySelector<HTMLElement>(selector)?.focus();
  });

  const nameOf = (question: DraftQuestion, index: number) =>
    question.text.trim() ? `“${question.text.trim()}”` : intl.formatMessage(v.question, { number: index + 1 });

  const change = (key: string, patch: Partial<DraftQuestion>) => onChange(questions.map((question) => (question.key === key ? { ...question, ...patch } : question)));

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const question = questions[index]!;
    onChange(moved(questions, index, to));
    // At an end its own button is disabled; the other one keeps the focus in the question.
    const atEnd = to === 0 || to === questions.length - 1;
    setFocus({ key: question.key, on: atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' });
    setStatus(intl.formatMessage(v.moved, { question: nameOf(question, index), place: to + 1, count: questions.length }));
    setRemoved(null);
  };

  const remove = (index: number) => {
    const question = questions[index]!;
    const next = questions.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocus(neighbour ? { key: neighbour.key, on: 'text' } : { key: null, on: 'add' });
    setStatus(intl.formatMessage(v.removed, { question: nameOf(question, index) }));
    setRemoved({ question, index });
  };

  const undo = () => {
    if (!removed) return;
    const next = [...questions];
    next.splice(Math.min(removed.index, next.length), 0, removed.question);
    onChange(next);
    setFocus({ key: removed.question.key, on: 'text' });
    setStatus('');
    setRemoved(null);
  };

  const add = () => {
    const key = newKey();
    onChange([...questions, { key, text: '', type: 'text', displayInList: false }]);
    setFocus({ key, on: 'text' });
    setStatus('');
    setRemoved(null);
  };

  return (
    <div ref={list} className={styles.form}>
      {questions.length === 0 && <p className={styles.muted}>{intl.formatMessage(m.noQuestions)}</p>}
      {questions.map((question, index) => (
        <fieldset key={question.key} className={styles.question} data-question={question.key}>
          <legend className={styles.legend}>{intl.formatMessage(v.question, { number: index + 1 })}</legend>
          <TextField
            label={intl.formatMessage(m.questionText)}
            value={question.text}
            maxLength={500}
            autoComplete="off"
            data-focus="text"
            error={missing.includes(question.key) && !question.text.trim() ? intl.formatMessage(m.questionRequired) : null}
            onChange={(event) => change(question.key, { text: event.target.value })}
          />
          <div className={styles.questionControls}>
            <TypeSelect value={question.type} onChange={(type) => change(question.key, { type })} />
            <label className={styles.check}>
              <input
                type="checkbox"
                className={styles.checkInput}
                checked={question.displayInList}
                onChange={(event) => change(question.key, { displayInList: event.target.checked })}
              />
              <span className={styles.checkText}>{intl.formatMessage(m.showInList)}</span>
            </label>
          </div>
          <div className={styles.actions}>
            <Button size="sm" data-focus="up" disabled={index === 0} onClick={() => move(index, -1)}>
              {intl.formatMessage(m.moveUp)}
            </Button>
            <Button size="sm" data-focus="down" disabled={index === questions.length - 1} onClick={() => move(index, 1)}>
              {intl.formatMessage(m.moveDown)}
            </Button>
            <Button size="sm" onClick={() => remove(index)}>
              {intl.formatMessage(m.remove)}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button data-focus="add" onClick={add}>
          {intl.formatMessage(m.addQuestion)}
        </Button>
        <p id={statusId} role="status" className={styles.small}>
          {status}
        </p>
        {removed && (
          <Button size="sm" aria-describedby={statusId} onClick={undo}>
            {intl.formatMessage(m.undoRemove)}
          </Button>
        )}
      </div>
    </div>
  );
}

function TypeSelect({ value, onChange }: { value: QuestionType; onChange: (type: QuestionType) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {intl.formatMessage(m.type)}
      </label>
      <select id={id} className={form.control} value={value} onChange={(event) => onChange(event.target.value as QuestionType)}>
        {questionTypes.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(typeNames[type])}
          </option>
        ))}
      </select>
    </div>
  );
}
