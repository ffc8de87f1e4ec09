import { defineArea } from '../../areaDefinition';
import { pageTitles } from './pageTitles';
import { settingsAuthRoutes } from './routes';

/** /settings/auth: two-factor authentication, the extra password and the sessions. */
export const settingsAuthArea = defineArea({
  id: 'settingsAuth',
  name: pageTitles.security,
  routes: ({ auth }) => ({ auth: settingsAuthRoutes(auth) }),
});
