import { useIntl } from 'react-intl';
import * as styles from './counters.css';
import type { CounterWithCounts } from './queries';
import { counterMessages as m, counterValueMessages as v } from './screenMessages';

/**
 * How far a counter is towards its goal this day or week, in words and as a bar (the bar's length
 * repeats the words; its colour adds nothing). Without a goal: today's and this week's changes.
 */
export function GoalProgress({ counter }: { counter: CounterWithCounts }) {
  const intl = useIntl();
  const { goal, goalPeriod, dayCount, weekCount } = counter;
  if (goal === null) {
    return <p className={styles.progressText}>{intl.formatMessage(v.noGoal, { count: intl.formatNumber(dayCount), week: intl.formatNumber(weekCount) })}</p>;
  }
  const count = goalPeriod === 'week' ? weekCount : dayCount;
  const share = Math.min(1, Math.max(0, count / goal));
  const words = intl.formatMessage(goalPeriod === 'week' ? v.weekProgress : v.dayProgress, { count: intl.formatNumber(count), goal: intl.formatNumber(goal) });
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>
        {words}
        {count >= goal ? (
          <>
            {' · '}
            <span className={styles.reached}>{intl.formatMessage(m.goalReached)}</span>
          </>
        ) : null}
      </p>
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}
