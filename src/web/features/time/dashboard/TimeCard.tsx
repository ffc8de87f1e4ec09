import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardCardProps } from '../../../areaDefinition';
import * as styles from './TimeCard.css';
import { GrowingDuration } from '../clock/GrowingDuration';
import type { Ticker } from '../clock/ticker';
import { isoDuration, stampTimeOnDay } from './dayTimes';
import { dayGrowth } from './runningDay';
import { timeDashboardMessages as m, timeDashboardValueMessages as v } from './messages';

/** How many groups (the most time first) and stamps (the latest) the summary shows; 'View all' shows the rest. */
export const groupsInSummary = 3;
export const stampsInSummary = 3;

export type TimeCardProps = Pick<DashboardCardProps<'time'>, 'date' | 'section' | 'view'> & {
  viewAll: ReactNode;
  ticker?: Ticker;
  /** The goals' progress on the date (AllGoals), after the groups. */
  goals?: ReactNode;
};

/**
 * The time tracker's card: the day's total, the time per group (most first, each with its share
 * of the day) and the day's stamps (earliest first; the summary shows the latest), each a link.
 * The times are the day's part of each stamp; running ones grow with the clock to the day's end.
 */
export function TimeCard({ date, section, view, viewAll, ticker, goals }: TimeCardProps) {
  const intl = useIntl();
  const { totalMs, groups, stamps } = section;
  const all = view === 'all';
  const shownGroups = all ? groups : groups.slice(0, groupsInSummary);
  const shownStamps = all ? stamps : stamps.slice(Math.max(0, stamps.length - stampsInSummary));
  const hiddenGroups = groups.length - shownGroups.length;
  const hiddenStamps = stamps.length - shownStamps.length;
  const largest = Math.max(1, ...groups.map((group) => group.ms));
  const growth = dayGrowth(date, stamps);
  const growing = (ms: number, running: number) => (
    <GrowingDuration ms={ms} running={running} since={growth.since} until={growth.until} ticker={ticker} />
  );

  return (
    <section className={styles.card} aria-labelledby="dashboard-time">
      <div className={styles.headingRow}>
        <h2 id="dashboard-time" className={styles.heading}>
          {intl.formatMessage(m.heading)}
        </h2>
        <p className={styles.total}>
          <span>{intl.formatMessage(m.total)}</span>
          <time className={styles.totalValue} dateTime={isoDuration(totalMs)}>
            {growing(totalMs, growth.running())}
          </time>
        </p>
      </div>

      {groups.length > 0 ? (
        <section className={styles.part} aria-labelledby="dashboard-time-groups">
          <h3 id="dashboard-time-groups" className={styles.subHeading}>
            {intl.formatMessage(m.groupsHeading)}
          </h3>
          <ul className={styles.list}>
            {shownGroups.map((group) => (
              <li key={group._id} className={styles.row}>
                <Link to="/time-group/$groupId" params={{ groupId: group._id }} className={styles.name}>
                  {group.name}
                </Link>
                <time className={styles.duration} dateTime={isoDuration(group.ms)}>
                  {growing(group.ms, growth.running(group._id))}
                </time>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${(group.ms / largest) * 100}%` }} />
                </span>
              </li>
            ))}
          </ul>
          {hiddenGroups > 0 ? (
            <p className={styles.more}>
              <span>{intl.formatMessage(v.moreGroups, { count: hiddenGroups })}</span>
              {viewAll}
            </p>
          ) : null}
        </section>
      ) : null}

      {goals}

      {stamps.length > 0 ? (
        <section className={styles.part} aria-labelledby="dashboard-time-stamps">
          <h3 id="dashboard-time-stamps" className={styles.subHeading}>
            {intl.formatMessage(m.stampsHeading)}
          </h3>
          {hiddenStamps > 0 ? (
            <p className={styles.more}>
              <span>{intl.formatMessage(v.moreStamps, { count: hiddenStamps })}</span>
              {viewAll}
            </p>
          ) : null}
          <ul className={styles.list}>
            {shownStamps.map((stamp) => {
              const span = intl.formatMessage(v.span, {
                start: stampTimeOnDay(stamp.startTime, date),
                end: stamp.endTime ? stampTimeOnDay(stamp.endTime, date) : intl.formatMessage(m.running),
              });
              return (
                <li key={stamp._id} className={styles.row}>
                  <Link
                    to="/time-stamp/$stampId"
                    params={{ stampId: stamp._id }}
                    className={styles.name}
                    aria-label={intl.formatMessage(v.openStamp, { name: stamp.subGroupName, span })}
                  >
                    {stamp.subGroupName}
                  </Link>
                  <time className={styles.duration} dateTime={isoDuration(stamp.ms)}>
                    {growing(stamp.ms, stamp.endTime === null ? 1 : 0)}
                  </time>
                  <span className={styles.details}>
                    <Link to="/time-group/$groupId" params={{ groupId: stamp.timeGroupId }} className={styles.mutedLink}>
                      {stamp.timeGroupName}
                    </Link>
                    <span>{span}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
