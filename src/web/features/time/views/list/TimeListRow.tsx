import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Clock } from '../../clock/Clock';
import { GrowingDuration } from '../../clock/GrowingDuration';
import type { Ticker } from '../../clock/ticker';
import { formatDuration } from '../../../../i18n/dateText';
import { listValueMessages } from '../messages';
import * as styles from './TimeList.css';

export interface TimeListRowProps {
  kind: 'group' | 'tag' | 'subGroup';
  id: string;
  name: string;
  /** The chosen period's ms. */
  value: number;
  /** The previous period's ms; null hides the column (all time). */
  previous: number | null;
  /** The latest running stamp's start, if any runs. */
  runningSince: string | null;
  /** How many stamps run (a tag's groups may run several). */
  runningCount: number;
  /** When `value` was read (epoch ms): it grows from then with the running stamps; absent, it stays. */
  readAt?: number;
  /** A tag's number of groups. */
  groupCount: number;
  ticker?: Ticker;
}

function targetOf(kind: TimeListRowProps['kind'], id: string): string | null {
  if (kind === 'group') return `/time-group/${encodeURIComponent(id)}`;
  if (kind === 'subGroup') return `/sub-group/${encodeURIComponent(id)}`;
  return null;
}

/**
 * One row of the list: the name (a link to the group or sub group), the period's time, the
 * previous period's and the running clock; the period's time grows with it. Memoised on plain values, so a refetch that changes
 * nothing in it and the clocks' ticks leave it alone: only its <Clock> renders each second.
 */
export const TimeListRow = memo(function TimeListRow({ kind, id, name, value, previous, runningSince, runningCount, readAt, groupCount, ticker }: TimeListRowProps) {
  const intl = useIntl();
  const target = targetOf(kind, id);
  return (
    <tr>
      <th scope="row" className={styles.nameCell}>
        {target ? (
          // A plain link (the table routes its clicks, see TimeListScreen): a router <Link> per row
          // costs a router subscription each, which 500 rows cannot afford.
          <a href={target} className={styles.name}>
            {name}
          </a>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        {kind === 'tag' && <span className={styles.detail}>{intl.formatMessage(listValueMessages.tagGroups, { count: groupCount })}</span>}
      </th>
      <td>{readAt === undefined ? formatDuration(value) : <GrowingDuration ms={value} running={runningCount} since={readAt} ticker={ticker} />}</td>
      {previous !== null && <td className={styles.previous}>{formatDuration(previous)}</td>}
      <td className={styles.runningCell}>
        {runningSince && <Clock startTime={runningSince} ticker={ticker} />}
        {runningCount > 1 && <span className={styles.detail}>{intl.formatMessage(listValueMessages.runningCount, { count: runningCount })}</span>}
      </td>
    </tr>
  );
});
