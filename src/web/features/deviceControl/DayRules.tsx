import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import type { Weekday } from '../../../domain/deviceControl/schedule';
import * as form from '../../components/form/form.css';
import * as styles from './deviceControl.css';
import { MAX_WINDOWS, type DraftDay, type LimitKind } from './draft';
import { dayMessages, screenMessages as m } from './screenMessages';

export interface DayRulesProps {
  idPrefix: string;
  day: Weekday;
  rules: DraftDay;
  onChange: (rules: DraftDay) => void;
}

/** One weekday of one device: its allowed hours (up to four) and its limit. */
export function DayRules({ idPrefix, day, rules, onChange }: DayRulesProps) {
  const intl = useIntl();
  const dayName = intl.formatMessage(dayMessages[day]);
  const id = `${idPrefix}-${day}`;
  const setWindow = (index: number, part: 'from' | 'to', value: string) =>
    onChange({ ...rules, windows: rules.windows.map((window, at) => (at === index ? { ...window, [part]: value } : window)) });
  return (
    <div className={styles.day} role="group" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.dayName}>
        {dayName}
      </h3>
      {rules.windows.length === 0 ? <p className={styles.label}>{intl.formatMessage(m.anyHour)}</p> : null}
      {rules.windows.map((window, index) => (
        <div key={index} className={styles.actions}>
          <div className={styles.field}>
            <label htmlFor={`${id}-${index}-from`} className={styles.label}>
              {intl.formatMessage(m.from, { day: dayName })}
            </label>
            <input id={`${id}-${index}-from`} type="time" className={styles.control} value={window.from} onChange={(event) => setWindow(index, 'from', event.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-${index}-to`} className={styles.label}>
              {intl.formatMessage(m.until, { day: dayName })}
            </label>
            <input id={`${id}-${index}-to`} type="time" className={styles.control} value={window.to} onChange={(event) => setWindow(index, 'to', event.target.value)} />
          </div>
          <Button
            size="sm"
            aria-label={intl.formatMessage(m.removeWindowOn, { from: window.from, until: window.to, day: dayName })}
            onClick={() => onChange({ ...rules, windows: rules.windows.filter((_, at) => at !== index) })}
          >
            {intl.formatMessage(m.removeWindow)}
          </Button>
        </div>
      ))}
      {rules.windows.length < MAX_WINDOWS ? (
        <Button size="sm" aria-label={intl.formatMessage(m.addWindowOn, { day: dayName })} onClick={() => onChange({ ...rules, windows: [...rules.windows, { from: '', to: '' }] })}>
          {intl.formatMessage(m.addWindow)}
        </Button>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-limit`} className={styles.label}>
          {intl.formatMessage(m.limit, { day: dayName })}
        </label>
        <select id={`${id}-limit`} className={form.select} value={rules.limit} onChange={(event) => onChange({ ...rules, limit: event.target.value as LimitKind })}>
          <option value="none">{intl.formatMessage(m.limitNone)}</option>
          <option value="minutes">{intl.formatMessage(m.limitMinutes)}</option>
          <option value="goal">{intl.formatMessage(m.limitGoal)}</option>
        </select>
      </div>
      {rules.limit === 'minutes' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-minutes`} className={styles.label}>
            {intl.formatMessage(m.limitMinutesField, { day: dayName })}
          </label>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={1440}
            className={styles.control}
            value={rules.minutes}
            onChange={(event) => onChange({ ...rules, minutes: event.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}
