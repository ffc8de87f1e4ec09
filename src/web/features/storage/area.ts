import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { storageMessages as m } from './messages';

const id = 'storage';

/** Storage: not built yet, so every route shows the not-built screen. */
export const storageArea = defineArea({
  id,
  name: m.name,
  link: { id: 'storage', path: '/storage-groups' },
  routes: ({ auth }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'storage-groups', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'storage-group/$storageGroupId', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'storage-item/$storageItemId', ...notBuilt(id, m.name) }),
    ],
  }),
});
