import { memo } from 'react';
import * as styles from './Clock.css';
import { useNow, type Ticker } from './ticker';
import { formatDuration } from '../../../i18n/dateText';
import { elapsedMs } from './timeFormat';

export interface ClockProps {
  /** When the stamp started (ISO UTC). */
  startTime: string;
  /** The ticker to follow; the app's shared one by default (tests and stories pass their own). */
  ticker?: Ticker;
  /** Sizes: inline in a row, or large on a stamp's own card. */
  size?: 'inline' | 'large';
}

/**
 * The elapsed time since `startTime` as HH:mm:ss, ticking every second. It is the only thing the
 * ticker re-renders: rows and pages around it stay as they are (Clock.test.tsx proves it).
 * role="timer" is not announced on each tick (its live region is off).
 */
export const Clock = memo(function Clock({ startTime, ticker, size = 'inline' }: ClockProps) {
  const now = useNow(ticker);
  const elapsed = formatDuration(elapsedMs(startTime, now));
  return (
    <span role="timer" className={styles.clock({ size })}>
      {elapsed}
    </span>
  );
});
