import { memo } from 'react';
import { useNow, type Ticker } from './ticker';
import { formatDuration } from '../../../i18n/dateText';

export interface GrowingDurationProps {
  /** The total as the server counted it (running stamps up to `since`), in ms. */
  ms: number;
  /** How many stamps run in it: each adds the time since `since`. */
  running: number;
  /** When `ms` was counted (epoch ms): the read's time. */
  since: number;
  /** Where the total stops growing (epoch ms), e.g. the end of the day it is the total of. */
  until?: number;
  ticker?: Ticker;
}

/** The live total: `ms` plus each running stamp's time since `since`, as of `now`. */
export function grownMs({ ms, running, since, until = Infinity }: Pick<GrowingDurationProps, 'ms' | 'running' | 'since' | 'until'>, now: number): number {
  return ms + running * Math.max(0, Math.min(now, until) - since);
}

const Growing = memo(function Growing({ ticker, ...total }: GrowingDurationProps) {
  return <>{formatDuration(grownMs(total, useNow(ticker)))}</>;
});

/**
 * A period's total (HH:mm:ss, spec §9) that grows with its running stamps, tick by tick, like their clocks; a total
 * with nothing running is plain text and follows no ticker.
 */
export function GrowingDuration(props: GrowingDurationProps) {
  return props.running > 0 ? <Growing {...props} /> : <>{formatDuration(props.ms)}</>;
}
