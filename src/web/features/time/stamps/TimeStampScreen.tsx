import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStampViewModel } from '../../../../../machines/timeStampMachine';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/form/FormAlert';
import { Clock } from '../clock/Clock';
import type { Ticker } from '../clock/ticker';
import { NotSentMark } from '../../../outbox/NotSentMark';
import { formatDuration } from '../../../i18n/dateText';
import { fromLocalDateAndTime, toLocalDateAndTime } from '../clock/timeFormat';
import { LocalTimeFields, type LocalTime } from './LocalTimeFields';
import { stampPageMessages as m } from './messages';
import * as styles from './Stamps.css';

export interface TimeStampScreenProps {
  view: TimeStampViewModel;
  /** The stamp's sub group, for the heading and the way back. */
  subGroupId: string;
  name: string;
  onSave: (times: { startTime?: string; endTime?: string }) => void;
  onStop: () => void;
  onReopen: () => void;
  onDelete: () => void;
  ticker?: Ticker;
  /** A change to this stamp waits on this device: marked "Not sent yet". */
  isUnsent?: boolean;
}

const noTime: LocalTime = { date: '', time: '' };
const startOf = (stamp: TimeStampViewModel['stamp']): LocalTime => (stamp ? toLocalDateAndTime(stamp.startTime) : noTime);
const endOf = (stamp: TimeStampViewModel['stamp']): LocalTime => (stamp?.endTime ? toLocalDateAndTime(stamp.endTime) : noTime);

/**
 * /time-stamp/:stampId: a stamp's start and end (picked local as a date and a time, sent UTC), "Ended" to stop
 * or reopen it, and delete after a confirmation. Presentational: the machine's view in, events out.
 */
export function TimeStampScreen({ view, subGroupId, name, onSave, onStop, onReopen, onDelete, ticker, isUnsent = false }: TimeStampScreenProps) {
  const intl = useIntl();
  const { stamp, isBusy, errorMessageId } = view;
  const [start, setStart] = useState(() => startOf(stamp));
  const [end, setEnd] = useState(() => endOf(stamp));
  const [invalid, setInvalid] = useState<'start' | 'end' | null>(null);
  // The server's refusal of the last save stays until a field changes (then it is old news).
  const [answered, setAnswered] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The stamp changed under the form (saved, stopped, reopened): show its times again.
  const [shown, setShown] = useState(stamp);
  if (shown !== stamp) {
    setShown(stamp);
    setStart(startOf(stamp));
    setEnd(endOf(stamp));
  }
  // A new attempt clears the machine's error: a refusal after it is news again.
  if (answered !== null && errorMessageId === null) setAnswered(null);
  const edited = (set: (value: LocalTime) => void) => (value: LocalTime) => {
    set(value);
    setAnswered(errorMessageId);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const startTime = fromLocalDateAndTime(start);
    if (!startTime) return setInvalid('start');
    const endTime = end.date || end.time ? fromLocalDateAndTime(end) : undefined;
    if (endTime === null) return setInvalid('end');
    setInvalid(null);
    setAnswered(null);
    const changed = {
      ...(stamp && startTime !== new Date(stamp.startTime).toISOString() ? { startTime } : {}),
      ...(endTime && endTime !== (stamp?.endTime ? new Date(stamp.endTime).toISOString() : null) ? { endTime } : {}),
    };
    onSave(changed);
  };

  const back = (
    <Link to="/sub-group/$subGroupId" params={{ subGroupId }} className={styles.link}>
      {intl.formatMessage(m.backToSubGroup)}
    </Link>
  );
  if (!stamp) {
    // Deleted: the route moves on; until then only the way back is left.
    return <div className={styles.page}>{back}</div>;
  }

  const errorText = errorMessageId && errorMessageId !== answered ? intl.formatMessage({ id: errorMessageId }) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {intl.formatMessage(m.title)}: {name}
      </h1>
      <p className={styles.row}>
        {back}
        <span>
          {intl.formatMessage(m.duration)}:{' '}
          {stamp.ended ? <span>{formatDuration(stamp.durationInMs)}</span> : <Clock startTime={stamp.startTime} ticker={ticker} />}
        </span>
        {!stamp.ended ? <span className={styles.muted}>({intl.formatMessage(m.running)})</span> : null}
        {isUnsent ? <NotSentMark id="time-stamp-unsent" /> : null}
      </p>

      <form className={styles.form} onSubmit={save} noValidate aria-label={intl.formatMessage(m.title)}>
        <LocalTimeFields
          legend={intl.formatMessage(m.startLabel)}
          value={start}
          onChange={edited(setStart)}
          error={invalid === 'start' ? intl.formatMessage(m.invalidTime) : null}
        />
        <LocalTimeFields
          legend={intl.formatMessage(m.endLabel)}
          value={end}
          onChange={edited(setEnd)}
          error={invalid === 'end' ? intl.formatMessage(m.invalidTime) : null}
        />
        <div className={styles.wide}>
          <Button type="submit" variant="primary" disabled={isBusy}>
            {intl.formatMessage(isBusy ? m.saving : m.save)}
          </Button>
        </div>
        <div className={styles.wide}>
          <FormAlert id="time-stamp-error">{errorText}</FormAlert>
        </div>
      </form>

      <div className={styles.row}>
        <label className={styles.row}>
          <input
            type="checkbox"
            role="switch"
            checked={stamp.ended}
            disabled={isBusy}
            onChange={(event) => (event.target.checked ? onStop() : onReopen())}
            aria-describedby="time-stamp-ended-hint"
          />
          {intl.formatMessage(m.ended)}
        </label>
        <p id="time-stamp-ended-hint" className={styles.muted}>
          {intl.formatMessage(m.endedHint)}
        </p>
      </div>

      <div className={styles.row}>
        {confirming ? (
          <div role="group" aria-labelledby="time-stamp-confirm" className={styles.row}>
            <p id="time-stamp-confirm">{intl.formatMessage(m.confirmDelete)}</p>
            <Button
              variant="primary"
              disabled={isBusy}
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              {intl.formatMessage(m.confirmYes)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" disabled={isBusy} onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.delete)}
          </Button>
        )}
      </div>
    </div>
  );
}
