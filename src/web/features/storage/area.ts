import { defineArea } from '../../areaDefinition';
import { storageMessages as m } from './messages';
import { storageRoutes } from './routes';

/**
 * Home storage (issue 12): the places, what each holds with best-before dates, printable QR
 * labels, a search across places and "What can I cook?". No bottom-bar icon: spec §2 gives the
 * phone's bottom bar to notes, time, shopping and recipes only.
 */
export const storageArea = defineArea({
  id: 'storage',
  name: m.name,
  link: { id: 'storage', path: '/storage-groups' },
  dashboardCard: () => import('./dashboard/StorageDashboardCard'),
  routes: ({ auth }) => ({ auth: storageRoutes(auth) }),
});
