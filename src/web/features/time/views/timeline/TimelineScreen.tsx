import { useIntl } from 'react-intl';
import { AppLink } from '../../../../components/AppLink';
import { Button } from '../../../../components/Button';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { formatDuration, formatLocalDateTime } from '../../../../i18n/dateText';
import { isDay, shiftDays } from '../dates';
import { timelineMessages, timelineValueMessages } from '../messages';
import { EmptyState, Loading, LoadFailed } from '../StatusViews';
import * as viewStyles from '../views.css';
import * as styles from './Timeline.css';
import type { TimelineLayout } from './timelineLayout';

export type TimelineState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; layout: TimelineLayout; groupNames: ReadonlyMap<string, string> };

export interface TimelineScreenProps {
  /** The day shown, YYYY-MM-DD. */
  date: string;
  /** Today, YYYY-MM-DD (the "Today" button goes there). */
  today: string;
  state: TimelineState;
  onDateChange: (date: string) => void;
  onRetry: () => void;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The chosen day's stamps on a 24-hour axis (issue 8), one row per sub group; a stamp across
 * midnight is drawn to the edge of the day. Each stamp is a link to its page (edit, reopen,
 * delete) named by its sub group, group, start, end and time in the day.
 */
export function TimelineScreen({ date, today, state, onDateChange, onRetry }: TimelineScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <>
      <div className={styles.dayControls}>
        <Button onClick={() => onDateChange(shiftDays(date, -1))}>{text(timelineMessages.previousDay)}</Button>
        <label className={viewStyles.field}>
          {text(timelineMessages.day)}
          <input
            type="date"
            className={viewStyles.input}
            value={date}
            required
            onChange={(event) => isDay(event.target.value) && onDateChange(event.target.value)}
          />
        </label>
        <Button onClick={() => onDateChange(shiftDays(date, 1))}>{text(timelineMessages.nextDay)}</Button>
        {date !== today && <Button onClick={() => onDateChange(today)}>{text(timelineMessages.today)}</Button>}
      </div>
      {state.status === 'loading' && <Loading>{text(timelineMessages.loading)}</Loading>}
      {state.status === 'error' && <LoadFailed onRetry={onRetry}>{text(timelineMessages.failed)}</LoadFailed>}
      {state.status === 'ready' && state.layout.rows.length === 0 && <EmptyState admin={false}>{text(timelineMessages.empty)}</EmptyState>}
      {state.status === 'ready' && state.layout.rows.length > 0 && (
        <div className={styles.timeline}>
          <p className={viewStyles.status}>{text(timelineValueMessages.dayTotal, { duration: formatDuration(state.layout.totalMs) })}</p>
          <div className={styles.axis} aria-hidden="true">
            {state.layout.ticks.map((tick) => (
              <span key={tick.hour} className={styles.tick} style={{ left: percent(tick.at) }}>
                {String(tick.hour).padStart(2, '0')}
              </span>
            ))}
          </div>
          <ul className={styles.rows} aria-label={text(timelineValueMessages.axis, { date })}>
            {state.layout.rows.map((row) => {
              const group = state.groupNames.get(row.timeGroupId) ?? '';
              return (
                <li key={row.subGroupId} className={styles.row}>
                  <span className={styles.rowLabel}>
                    {row.name}
                    <span className={styles.groupName}>{group}</span>
                  </span>
                  <span className={styles.track}>
                    {row.stamps.map((placed) => {
                      const { stamp } = placed;
                      const label = text(timelineValueMessages.stamp, {
                        name: row.name,
                        group,
                        start: formatLocalDateTime(stamp.startTime),
                        end: stamp.endTime ? formatLocalDateTime(stamp.endTime) : text(timelineMessages.now),
                        duration: formatDuration(placed.msInDay),
                      });
                      const classes = [styles.bar, !stamp.endTime && styles.running, placed.fromBefore && styles.fromBefore, placed.intoAfter && styles.intoAfter];
                      return (
                        <AppLink
                          key={stamp._id}
                          to={`/time-stamp/${encodeURIComponent(stamp._id)}`}
                          className={classes.filter(Boolean).join(' ')}
                          style={{ left: percent(placed.start), width: percent(placed.end - placed.start) }}
                          title={label}
                        >
                          <VisuallyHidden>{label}</VisuallyHidden>
                        </AppLink>
                      );
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
