import type { DashboardCardProps } from '../../../areaDefinition';
import { ShoppingCard } from './ShoppingCard';

/** The shopping area's dashboard card (areaDefinition.ts `dashboardCard`): everything it shows comes with the dashboard. */
export default function ShoppingDashboardCard({ section, view, viewAll }: DashboardCardProps<'shopping'>) {
  return <ShoppingCard section={section} view={view} viewAll={viewAll} />;
}
