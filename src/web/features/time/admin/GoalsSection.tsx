import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Goal } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { useRowMode } from '../../../components/edit/useRowMode';
import * as form from '../../../components/form/form.css';
import * as styles from './admin.css';
import type { Loadable } from './AdminScreen';
import { groupMessages as m, groupValueMessages as v } from './messages';
import { SectionLoadFailed } from './SectionLoadFailed';

/** What a goal form sends: POST /goal's and PUT /goal's fields. */
export interface GoalInput {
  period: Goal['period'];
  comparison: Goal['comparison'];
  targetMs: number;
}

export interface GoalsSectionProps {
  goals: Loadable<readonly Goal[]>;
  /** Goal ids with a change in flight; `new` while one is being added. */
  busy: ReadonlySet<string>;
  onRetry: () => void;
  /** Each resolves once saved and rejects when refused (the toast says why). */
  onAdd: (goal: GoalInput) => Promise<unknown>;
  onUpdate: (goalId: string, goal: GoalInput) => Promise<unknown>;
  onDelete: (goalId: string) => Promise<unknown>;
}

const minute = 60_000; // spec §9: minutes and milliseconds convert by 60000
const periods = ['day', 'week', 'month'] as const;
const comparisons = ['atLeast', 'atMost'] as const;

/** "2 h 30 min" for a duration in milliseconds (whole minutes, rounded down). */
export function formatDuration(intl: IntlShape, ms: number): string {
  const minutes = Math.floor(ms / minute);
  return intl.formatMessage(v.duration, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** "At least 2 h 30 min a week". */
export function describeGoal(intl: IntlShape, goal: GoalInput): string {
  const per = { day: m.perDay, week: m.perWeek, month: m.perMonth }[goal.period];
  return intl.formatMessage(v.goal, { comparison: intl.formatMessage(m[goal.comparison]), target: formatDuration(intl, goal.targetMs), period: intl.formatMessage(per) });
}

/** A group's or sub group's goals with their progress this day, week or month; add, change, delete. */
export function GoalsSection({ goals, busy, onRetry, onAdd, onUpdate, onDelete }: GoalsSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const newId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={goals.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.goals)}
      </h2>
      {goals.status === 'loading' ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage(m.loading)}
        </p>
      ) : goals.status === 'error' ? (
        <SectionLoadFailed message={intl.formatMessage(m.goalsFailed)} retry={intl.formatMessage(m.retry)} onRetry={onRetry} />
      ) : goals.data.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noGoals)}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {goals.data.map((goal) => (
            <GoalRow
              key={goal._id}
              goal={goal}
              isBusy={busy.has(goal._id)}
              onUpdate={(input) => onUpdate(goal._id, input)}
              onDelete={() => onDelete(goal._id)}
            />
          ))}
        </ul>
      )}
      <h3 id={newId} className={styles.subHeading}>
        {intl.formatMessage(m.newGoal)}
      </h3>
      <GoalForm labelledBy={newId} submitLabel={intl.formatMessage(m.addGoal)} isBusy={busy.has('new')} onSubmit={onAdd} />
    </section>
  );
}

interface GoalRowProps {
  goal: Goal;
  isBusy: boolean;
  onUpdate: (goal: GoalInput) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** One goal: what it asks, how far this period has come, and change or delete in its place. */
export function GoalRow({ goal, isBusy, onUpdate, onDelete }: GoalRowProps) {
  const intl = useIntl();
  const titleId = useId();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<'edit' | 'delete'>();
  const text = describeGoal(intl, goal);
  const { doneMs, met, from, to } = goal.progress;
  const status = met ? m.met : goal.comparison === 'atLeast' ? m.notMetYet : m.over;
  return (
    <li ref={row} className={styles.goalItem}>
      {mode === 'edit' ? (
        <GoalForm
          initial={goal}
          submitLabel={intl.formatMessage(m.saveGoal)}
          isBusy={isBusy}
          onCancel={close}
          onSubmit={(input) => closeWhenSaved(onUpdate(input))}
          title={text}
        />
      ) : mode === 'delete' ? (
        <ConfirmPanel
          message={intl.formatMessage(v.confirmDeleteGoal, { goal: text })}
          confirmLabel={intl.formatMessage(m.deleteGoal)}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => void closeWhenSaved(onDelete())}
        />
      ) : (
        <>
          <div className={styles.progressRow}>
            <span id={titleId} className={styles.name}>
              {text}
            </span>
            <progress
              className={styles.progress}
              max={goal.targetMs}
              value={Math.min(doneMs, goal.targetMs)}
              aria-label={intl.formatMessage(v.progressLabel, { goal: text })}
            />
            <span className={styles.small}>
              {intl.formatMessage(v.progress, { done: formatDuration(intl, doneMs), target: formatDuration(intl, goal.targetMs), from, to })}
              {' · '}
              <span className={met ? styles.met : styles.notMet}>{intl.formatMessage(status)}</span>
            </span>
          </div>
          <span className={styles.buttons}>
            <Button size="sm" data-action="edit" aria-label={intl.formatMessage(v.editGoalNamed, { goal: text })} onClick={() => open('edit')}>
              {intl.formatMessage(m.editGoal)}
            </Button>
            <Button size="sm" data-action="delete" aria-label={intl.formatMessage(v.deleteGoalNamed, { goal: text })} onClick={() => open('delete')}>
              {intl.formatMessage(m.deleteGoal)}
            </Button>
          </span>
        </>
      )}
    </li>
  );
}

interface GoalFormProps {
  /** The heading that names the form, unless it has a `title`. */
  labelledBy?: string;
  initial?: GoalInput;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (goal: GoalInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Shown above the fields when changing a goal (what it was). */
  title?: string;
}

/** Period, at least or at most, and a target in hours and minutes. */
export function GoalForm({ labelledBy, initial, submitLabel, isBusy, onSubmit, onCancel, title }: GoalFormProps) {
  const intl = useIntl();
  const id = useId();
  const initialMinutes = initial ? Math.floor(initial.targetMs / minute) : 0;
  const [period, setPeriod] = useState<GoalInput['period']>(initial?.period ?? 'day');
  const [comparison, setComparison] = useState<GoalInput['comparison']>(initial?.comparison ?? 'atLeast');
  const [hours, setHours] = useState(initial ? String(Math.floor(initialMinutes / 60)) : '');
  const [minutes, setMinutes] = useState(initial ? String(initialMinutes % 60) : '');
  const [error, setError] = useState(false);
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const h = hours.trim() === '' ? 0 : Number(hours);
    const min = minutes.trim() === '' ? 0 : Number(minutes);
    const valid = Number.isInteger(h) && Number.isInteger(min) && h >= 0 && h <= 744 && min >= 0 && min <= 59 && h * 60 + min > 0;
    setError(!valid);
    if (!valid) return;
    onSubmit({ period, comparison, targetMs: (h * 60 + min) * minute }).then(
      () => {
        if (initial) return;
        setHours('');
        setMinutes('');
      },
      () => undefined,
    );
  };
  const describedBy = error ? errorId : undefined;

  return (
    <form
      className={styles.goalForm}
      aria-labelledby={title ? `${id}-title` : labelledBy}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {title ? (
        <p id={`${id}-title`} className={styles.name}>
          {title}
        </p>
      ) : null}
      <div className={styles.goalFields}>
        <div className={form.field}>
          <label htmlFor={`${id}-comparison`} className={form.label}>
            {intl.formatMessage(m.comparison)}
          </label>
          <select
            id={`${id}-comparison`}
            className={form.control}
            value={comparison}
            onChange={(event) => setComparison(event.target.value as GoalInput['comparison'])}
          >
            {comparisons.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(m[value])}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-hours`} className={form.label}>
            {intl.formatMessage(m.hours)}
          </label>
          <input
            id={`${id}-hours`}
            className={`${form.control} ${styles.numberField}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={744}
            step={1}
            value={hours}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-minutes`} className={form.label}>
            {intl.formatMessage(m.minutes)}
          </label>
          <input
            id={`${id}-minutes`}
            className={`${form.control} ${styles.numberField}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            step={1}
            value={minutes}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-period`} className={form.label}>
            {intl.formatMessage(m.period)}
          </label>
          <select id={`${id}-period`} className={form.control} value={period} onChange={(event) => setPeriod(event.target.value as GoalInput['period'])}>
            {periods.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(m[value])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p id={errorId} className={form.fieldError}>
          {intl.formatMessage(m.targetRequired)}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button> : null}
      </div>
    </form>
  );
}
