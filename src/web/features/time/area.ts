import { defineArea } from '../../areaDefinition';
import { loadCommands } from '../../commandDefinition';
import { ClockIcon } from '../../components/icons';
import { timeMessages as m } from './messages';
import { stampRoutes } from './stampRoutes';
import { trackerRoutes } from './trackerRoutes';
import { viewRoutes } from './viewRoutes';

/** The time tracker (spec §2): groups, sub groups and stamps, their views, admin and heartbeats. */
export const timeArea = defineArea({
  id: 'time',
  name: m.name,
  link: { id: 'timeTracker', path: '/time-groups', label: m.link },
  bottomBarIcon: ClockIcon,
  homeSection: () => import('./home/TimeHomeSection'),
  goRoutes: { time: '/time-groups', 'time-admin': '/time-tracker/admin', heartbeats: '/time-tracker/admin/define-urls', integrations: '/time-tracker/integrations' },
  commands: () => loadCommands('time', () => import('./commands/timeCommands')),
  routes: ({ auth }) => ({
    auth: [...trackerRoutes(auth), ...viewRoutes(auth), ...stampRoutes(auth)],
  }),
});
