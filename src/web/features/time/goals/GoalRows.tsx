import { useIntl } from 'react-intl';
import { formatDuration } from '../../../i18n/dateText';
import { groupMessages, groupValueMessages } from '../views/messages';
import * as styles from '../views/group/Group.css';
import type { Goal } from '../views/viewQueries';

export interface GoalRowsProps {
  goals: readonly Goal[];
  /** What the goal is for: the group, or a sub group. */
  nameOf: (goal: Goal) => string;
}

/** Goals with their progress (GET /goal): the target, the time done as a bar, and whether it is met. */
export function GoalRows({ goals, nameOf }: GoalRowsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <ul className={styles.goals}>
      {goals.map((goal) => {
        const target = formatDuration(goal.targetMs);
        const name = nameOf(goal);
        const rule = text(goal.comparison === 'atLeast' ? groupValueMessages.goalAtLeast : groupValueMessages.goalAtMost, { target, period: text(groupMessages[goal.period]) });
        const progress = text(groupValueMessages.goalProgress, { done: formatDuration(goal.progress.doneMs), target });
        return (
          <li key={goal._id} className={styles.goal}>
            <div className={styles.goalLine}>
              <strong>{name}</strong>
              <span className={goal.progress.met ? styles.met : styles.notMet}>{text(goal.progress.met ? groupMessages.goalMet : groupMessages.goalNotMet)}</span>
            </div>
            <div className={styles.goalLine}>
              <span>{rule}</span>
              <span>{progress}</span>
            </div>
            <progress className={styles.goalBar} max={goal.targetMs} value={Math.min(goal.progress.doneMs, goal.targetMs)} aria-label={`${name}: ${rule}, ${progress}`} />
          </li>
        );
      })}
    </ul>
  );
}
