import type { DashboardCardProps, HomeSectionContext } from '../../../areaDefinition';
import { AllGoals, loadAllGoals } from '../goals/AllGoals';
import { TimeCard } from './TimeCard';
import * as styles from './TimeCard.css';

/** The time tracker's dashboard card (areaDefinition.ts `dashboardCard`): its section, and the goals' progress on its date. */
export default function TimeDashboardCard({ date, section, view, viewAll }: DashboardCardProps<'time'>) {
  return (
    <TimeCard
      date={date}
      section={section}
      view={view}
      viewAll={viewAll}
      goals={<AllGoals date={date} level={3} className={styles.part} headingClassName={styles.subHeading} />}
    />
  );
}

/** The goals' progress is read with the dashboard (DashboardCardModule `loadDashboardCard`). */
export const loadDashboardCard = (context: HomeSectionContext) => loadAllGoals(context);
