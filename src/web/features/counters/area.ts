import { defineArea } from '../../areaDefinition';
import { countersMessages as m } from './messages';
import { countersRoutes } from './routes';

/**
 * Counters (issue 13): groups of counters, counted with one tap or the + and − keys, with goals
 * per day or week, Undo, a history chart and CSV export; counters with a goal on the dashboard.
 * No bottom-bar icon: spec §2 gives the phone's bottom bar to notes, time, shopping and recipes.
 */
export const countersArea = defineArea({
  id: 'counters',
  name: m.name,
  link: { id: 'counter', path: '/counter-groups', label: m.link },
  dashboardCard: () => import('./dashboard/CountersDashboardCard'),
  routes: ({ auth }) => ({ auth: countersRoutes(auth) }),
});
