import { defineArea } from '../../areaDefinition';
import { settingsMessages } from './messages';
import { settingsRoutes } from './routes';

/** /settings and its pages (spec §2); /settings/auth is the settingsAuth area's. */
export const settingsArea = defineArea({
  id: 'settings',
  name: settingsMessages.name,
  link: { id: 'settings', path: '/settings' },
  routes: ({ auth }) => ({ auth: settingsRoutes(auth) }),
});
