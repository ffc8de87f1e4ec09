import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { passwordsMessages as m } from './messages';

const id = 'passwords';

/** Passwords: not built yet, so every route shows the not-built screen. */
export const passwordsArea = defineArea({
  id,
  name: m.name,
  link: { id: 'passwords', path: '/password-login', needsExtraPassword: true },
  routes: ({ extra }) => ({
    // Every password page needs the extra token as well (spec §2 "auth and extra"); /password-login,
    // where that token is obtained, belongs to the accounts area.
    extra: [
      createRoute({ getParentRoute: () => extra, path: 'password-parent', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => extra, path: 'password-groups', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => extra, path: 'password-group/$groupId', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => extra, path: 'password/$passwordId', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => extra, path: 'add-password/$groupId', ...notBuilt(id, m.name) }),
    ],
  }),
});
