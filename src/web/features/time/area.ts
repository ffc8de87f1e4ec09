import { defineArea } from '../../areaDefinition';
import { timeMessages as m } from './messages';
import { timeRoutes } from './routes';

/** The time tracker (spec §2): groups, sub groups and stamps, their views, admin and heartbeats. */
export const timeArea = defineArea({
  id: 'time',
  name: m.name,
  link: { id: 'timeTracker', path: '/time-groups', label: m.link },
  bottomBarIcon: 'clock',
  homeSection: () => import('./home/TimeHomeSection'),
  dashboardCard: () => import('./dashboard/TimeDashboardCard'),
  routes: ({ auth }) => ({ auth: timeRoutes(auth) }),
});
