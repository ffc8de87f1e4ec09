import { defineArea } from '../../areaDefinition';
import { accountsMessages } from './messages';
import { accountsRoutes } from './routes';

/** Sign-in, sign-up, the profile setup and the extra password login (spec §2, §4). */
export const accountsArea = defineArea({
  id: 'accounts',
  name: accountsMessages.name,
  routes: accountsRoutes,
});
