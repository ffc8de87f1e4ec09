import { defineArea } from '../../areaDefinition';
import { passwordsMessages } from './messages';
import { passwordsRoutes } from './routes';

/**
 * The password vault (issue 9): groups and entries whose secrets the browser encrypts. Every page
 * needs the extra token and this tab's vault key (spec §2 "auth and extra"); /password-login,
 * where both are obtained, belongs to the accounts area. The screens, their texts and the crypto
 * load with these routes.
 */
export const passwordsArea = defineArea({
  id: 'passwords',
  name: passwordsMessages.name,
  link: { id: 'passwords', path: '/password-login', needsExtraPassword: true },
  routes: ({ extra }) => ({ extra: passwordsRoutes(extra) }),
});
