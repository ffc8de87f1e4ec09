import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as formStyles from '../../../components/form/form.css';
import { stampPageMessages as m } from './messages';
import * as styles from './Stamps.css';

/** A local date (YYYY-MM-DD) and time (HH:mm:ss), as the date and time inputs hold them. */
export interface LocalTime {
  date: string;
  time: string;
}

export interface LocalTimeFieldsProps {
  legend: string;
  value: LocalTime;
  onChange: (value: LocalTime) => void;
  error?: string | null;
}

/**
 * A time as a date and a time of day that a phone can pick (its own date and time pickers), to
 * the second; grouped under `legend` ("Start", "End"), with the group's error tied to both.
 */
export function LocalTimeFields({ legend, value, onChange, error }: LocalTimeFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{legend}</legend>
      <div className={styles.dateTime}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-date`} className={formStyles.label}>
            {intl.formatMessage(m.dateLabel)}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={formStyles.control}
            value={value.date}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-time`} className={formStyles.label}>
            {intl.formatMessage(m.timeLabel)}
          </label>
          <input
            id={`${id}-time`}
            type="time"
            step={1}
            className={formStyles.control}
            value={value.time}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
