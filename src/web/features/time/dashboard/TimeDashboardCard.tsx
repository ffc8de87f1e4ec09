import type { DashboardCardProps } from '../../../areaDefinition';
import { TimeCard } from './TimeCard';

/** The time tracker's dashboard card (areaDefinition.ts `dashboardCard`): all it shows is in its section. */
export default function TimeDashboardCard({ date, section, view, viewAll }: DashboardCardProps<'time'>) {
  return <TimeCard date={date} section={section} view={view} viewAll={viewAll} />;
}
