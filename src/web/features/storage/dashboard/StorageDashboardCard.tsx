import type { DashboardCardProps } from '../../../areaDefinition';
import { StorageCard } from './StorageCard';

/** The storage area's dashboard card (areaDefinition.ts `dashboardCard`): its section says all it shows. */
export default function StorageDashboardCard({ section, view, viewAll }: DashboardCardProps<'storage'>) {
  return <StorageCard section={section} view={view} viewAll={viewAll} />;
}
