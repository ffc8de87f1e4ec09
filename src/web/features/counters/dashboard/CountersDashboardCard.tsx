import type { DashboardCardProps } from '../../../areaDefinition';
import { CountersCard } from './CountersCard';

/** The counters area's dashboard card (areaDefinition.ts `dashboardCard`): its section says all it shows. */
export default function CountersDashboardCard({ section, view, viewAll }: DashboardCardProps<'counters'>) {
  return <CountersCard section={section} view={view} viewAll={viewAll} />;
}
