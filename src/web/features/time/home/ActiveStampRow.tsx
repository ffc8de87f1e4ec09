import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStamp } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { Clock } from '../clock/Clock';
import type { Ticker } from '../clock/ticker';
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
}

/** A running stamp: its sub group, group, ticking clock and one-tap stop. Only its clock ticks. */
export const ActiveStampRow = memo(function ActiveStampRow({ stamp, groupName, isStopping, onStop, shortcut, ticker }: ActiveStampRowProps) {
  const intl = useIntl();
  return (
    <li className={styles.row}>
      <span className={styles.rowName}>
        <Link
          to="/time-stamp/$stampId"
          params={{ stampId: stamp._id }}
          className={styles.link}
          aria-label={intl.formatMessage(v.openStamp, { name: stamp.name })}
        >
          {stamp.name}
        </Link>
        <span className={styles.muted}>{intl.formatMessage(v.inGroup, { group: groupName })}</span>
      </span>
      <Clock startTime={stamp.startTime} ticker={ticker} />
      <Button
        variant="primary"
        disabled={isStopping}
        onClick={() => onStop(stamp)}
        aria-label={intl.formatMessage(v.stop, { name: stamp.name })}
        aria-keyshortcuts={shortcut}
      >
        {intl.formatMessage(m.stopShort)}
        {shortcut ? <kbd className={styles.kbd}>{shortcut}</kbd> : null}
      </Button>
    </li>
  );
});
