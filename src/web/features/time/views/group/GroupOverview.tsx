import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PeriodTotals } from '../../../../../domain/timePeriods';
import { formatDuration } from '../../../../i18n/dateText';
import { groupMessages, periodMessages } from '../messages';
import * as viewStyles from '../views.css';
import type { Goal } from '../viewQueries';
import * as styles from './Group.css';
import { GoalRows } from '../../goals/GoalRows';

const periods: ReadonlyArray<keyof PeriodTotals> = ['today', 'yesterDay', 'currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'total'];

/** A group's own time in every period of spec §3. */
export function GroupSummary({ totals }: { totals: PeriodTotals }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={viewStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={viewStyles.sectionHeading}>
        {intl.formatMessage(groupMessages.summary)}
      </h2>
      <dl className={styles.summary}>
        {periods.map((period) => (
          <div key={period} className={styles.period}>
            <dt className={styles.periodName}>{intl.formatMessage(periodMessages[period])}</dt>
            <dd className={styles.periodValue}>{formatDuration(totals[period])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface GoalsListProps {
  goals: readonly Goal[];
  /** Sub group names by id, to name a sub group's goal. */
  subGroupNames: ReadonlyMap<string, string>;
}

/** The group's goals with today's progress (GET /goal): the target, the time done and whether it is met. */
export function GoalsList({ goals, subGroupNames }: GoalsListProps) {
  const intl = useIntl();
  const headingId = useId();
  const text = intl.formatMessage;
  return (
    <section className={viewStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={viewStyles.sectionHeading}>
        {text(groupMessages.goals)}
      </h2>
      {goals.length === 0 ? (
        <p className={viewStyles.status}>{text(groupMessages.noGoals)}</p>
      ) : (
        <GoalRows goals={goals} nameOf={(goal) => (goal.subGroupId ? (subGroupNames.get(goal.subGroupId) ?? '') : text(groupMessages.wholeGroup))} />
      )}
    </section>
  );
}
