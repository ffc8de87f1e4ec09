import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStamp } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { Clock } from '../clock/Clock';
import type { Ticker } from '../clock/ticker';
import { NotSentMark } from '../../../outbox/NotSentMark';
import { isUnsentStamp } from '../outbox/unsentId';
import { timeHomeMessages as m, timeHomeValueMessages as v } from './messages';
import * as styles from './TimeHome.css';

export interface ActiveStampRowProps {
  stamp: TimeStamp;
  groupName: string;
  isStopping: boolean;
  onStop: (stamp: TimeStamp) => void;
  /** The key that stops it (the one that started last), shown on its button. */
  shortcut?: string;
  ticker?: Ticker;
  /** A change to it waits on this device: marked "Not sent yet". */
  isUnsent?: boolean;
}

/** A running stamp: its sub group, group, ticking clock and one-tap stop. Only its clock ticks. */
export const ActiveStampRow = memo(function ActiveStampRow({ stamp, groupName, isStopping, onStop, shortcut, ticker, isUnsent = false }: ActiveStampRowProps) {
  const intl = useIntl();
  const markId = useId();
  const describedBy = isUnsent ? markId : undefined;
  return (
    <li className={styles.row}>
      <span className={styles.rowName}>
        {isUnsentStamp(stamp._id) ? (
          // The server has no page for it yet.
          <span className={styles.link}>{stamp.name}</span>
        ) : (
          <Link
            to="/time-stamp/$stampId"
            params={{ stampId: stamp._id }}
            className={styles.link}
            aria-label={intl.formatMessage(v.openStamp, { name: stamp.name })}
            aria-describedby={describedBy}
          >
            {stamp.name}
          </Link>
        )}
        <span className={styles.muted}>{intl.formatMessage(v.inGroup, { group: groupName })}</span>
        {isUnsent ? <NotSentMark id={markId} /> : null}
      </span>
      <Clock startTime={stamp.startTime} ticker={ticker} />
      <Button
        variant="primary"
        disabled={isStopping}
        onClick={() => onStop(stamp)}
        aria-label={intl.formatMessage(v.stop, { name: stamp.name })}
        aria-keyshortcuts={shortcut}
        aria-describedby={describedBy}
      >
        {intl.formatMessage(m.stopShort)}
        {shortcut ? <kbd className={styles.kbd}>{shortcut}</kbd> : null}
      </Button>
    </li>
  );
});
