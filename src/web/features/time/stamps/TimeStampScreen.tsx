import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStampViewModel } from '../../../../../machines/timeStampMachine';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextField } from '../../../components/form/TextField';
import { Clock } from '../clock/Clock';
import type { Ticker } from '../clock/ticker';
import { formatDuration, formatLocalDateTime, fromLocalInputValue } from '../clock/timeFormat';
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
}

/**
 * /time-stamp/:stampId: a stamp's start and end (shown and typed local, sent UTC), "Ended" to stop
 * or reopen it, and delete after a confirmation. Presentational: the machine's view in, events out.
 */
export function TimeStampScreen({ view, subGroupId, name, onSave, onStop, onReopen, onDelete, ticker }: TimeStampScreenProps) {
  const intl = useIntl();
  const { stamp, isBusy, errorMessageId } = view;
  const [startText, setStartText] = useState(stamp ? formatLocalDateTime(stamp.startTime) : '');
  const [endText, setEndText] = useState(stamp?.endTime ? formatLocalDateTime(stamp.endTime) : '');
  const [invalid, setInvalid] = useState<'start' | 'end' | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The stamp changed under the form (saved, stopped, reopened): show its times again.
  const [shown, setShown] = useState(stamp);
  if (shown !== stamp) {
    setShown(stamp);
    setStartText(stamp ? formatLocalDateTime(stamp.startTime) : '');
    setEndText(stamp?.endTime ? formatLocalDateTime(stamp.endTime) : '');
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    const startTime = fromLocalInputValue(startText);
    if (!startTime) return setInvalid('start');
    const endTime = endText.trim() ? fromLocalInputValue(endText) : undefined;
    if (endTime === null) return setInvalid('end');
    setInvalid(null);
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

  const errorText = errorMessageId ? intl.formatMessage({ id: errorMessageId }) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {intl.formatMessage(m.title)}: {name}
      </h1>
      <p className={styles.row}>
        {back}
        <span aria-hidden="true">·</span>
        <span>
          {intl.formatMessage(m.duration)}:{' '}
          {stamp.ended ? <span>{formatDuration(stamp.durationInMs)}</span> : <Clock startTime={stamp.startTime} ticker={ticker} />}
        </span>
        {!stamp.ended ? <span className={styles.muted}>({intl.formatMessage(m.running)})</span> : null}
      </p>

      <form className={styles.form} onSubmit={save} noValidate aria-label={intl.formatMessage(m.title)}>
        <TextField
          label={intl.formatMessage(m.startLabel)}
          hint={intl.formatMessage(m.timesHint)}
          value={startText}
          inputMode="numeric"
          onChange={(event) => setStartText(event.target.value)}
          error={invalid === 'start' ? intl.formatMessage(m.invalidTime) : null}
        />
        <TextField
          label={intl.formatMessage(m.endLabel)}
          hint={intl.formatMessage(m.timesHint)}
          value={endText}
          inputMode="numeric"
          onChange={(event) => setEndText(event.target.value)}
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
