import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardSectionOf } from '../../../areaDefinition';
import * as styles from './CountersCard.css';
import { countersDashboardMessages as m, countersDashboardValueMessages as v } from './messages';

export type CountersDashboardSection = DashboardSectionOf<'counters'>;

/** How many counters the summary shows; 'View all' shows every one. */
export const countersInSummary = 5;

export interface CountersCardProps {
  section: CountersDashboardSection;
  view: 'summary' | 'all';
  /** The dashboard's 'View all' link. */
  viewAll: ReactNode;
}

/**
 * The counters area's card: every counter with a goal, with its count in the goal's day or week
 * holding the dashboard's date, in words and as a bar; the counters are a link away.
 */
export function CountersCard({ section, view, viewAll }: CountersCardProps) {
  const intl = useIntl();
  const { counters } = section;
  const shown = view === 'all' ? counters : counters.slice(0, countersInSummary);
  const hidden = counters.length - shown.length;

  return (
    <section className={styles.card} aria-labelledby="dashboard-counters">
      <h2 id="dashboard-counters" className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <ul className={styles.list}>
        {shown.map((counter) => (
          <li key={counter._id} className={styles.item}>
            <span className={styles.name}>{counter.name}</span>
            <span className={styles.muted}>{intl.formatMessage(v.inGroup, { group: counter.groupName })}</span>
            <span className={styles.progress}>
              {intl.formatMessage(counter.goalPeriod === 'week' ? v.weekGoal : v.dayGoal, { count: intl.formatNumber(counter.count), goal: intl.formatNumber(counter.goal) })}
              {counter.count >= counter.goal ? (
                <>
                  {' · '}
                  <span className={styles.reached}>{intl.formatMessage(m.reached)}</span>
                </>
              ) : null}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ display: 'block', width: `${Math.round(Math.min(1, Math.max(0, counter.count / counter.goal)) * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        {hidden > 0 ? <span>{intl.formatMessage(v.more, { count: hidden })}</span> : null}
        {hidden > 0 && view === 'summary' ? viewAll : null}
        <Link to="/counter-groups" className={styles.link}>
          {intl.formatMessage(m.toCounters)}
        </Link>
      </p>
    </section>
  );
}
