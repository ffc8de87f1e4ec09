import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { TextField } from '../form/TextField';
import * as form from '../form/form.css';
import * as styles from './share.css';
import { expiryDays, localDay, type ExpiryChoice } from './shareExpiry';
import { shareCountedMessages as counted, shareMessages as m } from './shareMessages';

type Picked = 'never' | `${(typeof expiryDays)[number]}` | 'lastDay';

export interface ShareCreateFormProps {
  /** The clock "today" is counted from (stories and tests fix it). */
  now: Date;
  isCreating: boolean;
  onCreate: (choice: ExpiryChoice) => void;
}

/** Makes a new link: how long it lasts (never, 1, 7 or 30 days, or through a chosen day), then Create. */
export function ShareCreateForm({ now, isCreating, onCreate }: ShareCreateFormProps) {
  const intl = useIntl();
  const name = useId();
  const [picked, setPicked] = useState<Picked>('never');
  const [day, setDay] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);
  const today = localDay(now);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked === 'never') return onCreate({ kind: 'never' });
    if (picked !== 'lastDay') return onCreate({ kind: 'days', days: Number(picked) });
    // Dates as YYYY-MM-DD compare as text.
    if (!day) return setDayError(intl.formatMessage(m.lastDayRequired));
    if (day < today) return setDayError(intl.formatMessage(m.lastDayPast));
    setDayError(null);
    onCreate({ kind: 'lastDay', day });
  };

  const choices: Array<{ value: Picked; label: string }> = [
    { value: 'never', label: intl.formatMessage(m.expiryNever) },
    ...expiryDays.map((days) => ({ value: `${days}` as Picked, label: intl.formatMessage(counted.afterDays, { days }) })),
    { value: 'lastDay', label: intl.formatMessage(m.expiryOnDate) },
  ];

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{intl.formatMessage(m.expiryLegend)}</legend>
        <div className={form.radios}>
          {choices.map((choice) => (
            <label key={choice.value} className={form.radio}>
              <input
                type="radio"
                className={form.radioInput}
                name={name}
                value={choice.value}
                checked={picked === choice.value}
                onChange={() => setPicked(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {picked === 'lastDay' ? (
          <TextField
            className={styles.lastDay}
            type="date"
            label={intl.formatMessage(m.lastDay)}
            min={today}
            value={day}
            error={dayError}
            onChange={(event) => {
              setDay(event.target.value);
              setDayError(null);
            }}
          />
        ) : null}
      </fieldset>
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isCreating} aria-busy={isCreating}>
          {intl.formatMessage(isCreating ? m.creating : m.create)}
        </Button>
      </div>
    </form>
  );
}
