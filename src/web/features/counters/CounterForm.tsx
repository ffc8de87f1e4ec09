import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as formStyles from '../../components/form/form.css';
import { TextField } from '../../components/form/TextField';
import * as styles from './counters.css';
import type { GoalPeriod } from './queries';
import { formMessages as m } from './screenMessages';

/** What a counter is made of, as the form gives it: no goal is `null`. */
export interface CounterValues {
  name: string;
  step: number;
  goal: number | null;
  goalPeriod: GoalPeriod;
}

export interface CounterFormProps {
  /** The form's accessible name ("New counter in Health", "Edit Water"). */
  label: string;
  submitLabel: string;
  initial?: CounterValues;
  /** Resolves once saved (an add form empties); a rejection keeps what was typed. */
  onSubmit: (values: CounterValues) => Promise<unknown>;
  onCancel: () => void;
  isBusy?: boolean;
}

type Problems = Partial<Record<'name' | 'step' | 'goal', string>>;

const maxStep = 1_000_000;
const maxGoal = 1_000_000_000;
const wholeNumber = /^\d+$/;

/** A counter's name, step and optional goal per day or week, for adding and editing. */
export function CounterForm({ label, submitLabel, initial, onSubmit, onCancel, isBusy = false }: CounterFormProps) {
  const intl = useIntl();
  const radioName = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [step, setStep] = useState(String(initial?.step ?? 1));
  const [goal, setGoal] = useState(initial?.goal === null || initial === undefined ? '' : String(initial.goal));
  const [goalPeriod, setGoalPeriod] = useState<GoalPeriod>(initial?.goalPeriod ?? 'day');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    const stepText = step.trim();
    const goalText = goal.trim();
    if (!name.trim()) found.name = intl.formatMessage(m.nameRequired);
    if (!wholeNumber.test(stepText) || Number(stepText) < 1 || Number(stepText) > maxStep) found.step = intl.formatMessage(m.stepInvalid);
    if (goalText && (!wholeNumber.test(goalText) || Number(goalText) < 1 || Number(goalText) > maxGoal)) found.goal = intl.formatMessage(m.goalInvalid);
    setProblems(found);
    const first = (['name', 'step', 'goal'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = event.currentTarget;
    onSubmit({ name: name.trim(), step: Number(stepText), goal: goalText ? Number(goalText) : null, goalPeriod }).then(
      () => {
        if (initial) return;
        setName('');
        setStep('1');
        setGoal('');
        form.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      },
      () => undefined,
    );
  };

  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <TextField
        name="name"
        label={intl.formatMessage(m.name)}
        value={name}
        maxLength={100}
        autoComplete="off"
        // The form opens where the user asked for it; the caret belongs in its first field.
        autoFocus
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.fieldRow}>
        <TextField
          name="step"
          label={intl.formatMessage(m.step)}
          hint={intl.formatMessage(m.stepHint)}
          value={step}
          inputMode="numeric"
          autoComplete="off"
          error={problems.step}
          onChange={(event) => setStep(event.target.value)}
        />
        <TextField
          name="goal"
          label={intl.formatMessage(m.goal)}
          hint={intl.formatMessage(m.goalHint)}
          value={goal}
          inputMode="numeric"
          autoComplete="off"
          error={problems.goal}
          onChange={(event) => setGoal(event.target.value)}
        />
      </div>
      {goal.trim() ? (
        <fieldset className={styles.choice}>
          <legend className={formStyles.legend}>{intl.formatMessage(m.period)}</legend>
          <div className={formStyles.radios}>
            {(['day', 'week'] as const).map((period) => (
              <label key={period} className={formStyles.radio}>
                <input type="radio" className={formStyles.radioInput} name={radioName} checked={goalPeriod === period} onChange={() => setGoalPeriod(period)} />
                {intl.formatMessage(period === 'day' ? m.perDay : m.perWeek)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
      </div>
    </form>
  );
}
