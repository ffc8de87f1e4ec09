import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { collectionsMessages as m } from './messages';

const id = 'collections';

/** Collections: not built yet, so every route shows the not-built screen. */
export const collectionsArea = defineArea({
  id,
  name: m.name,
  link: { id: 'collections', path: '/collections' },
  routes: ({ auth, none }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'collections', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'collection/$id', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'item/$id', ...notBuilt(id, m.name) }),
    ],
    none: [
      // Spec §6: anyone may view a collection its owner has made public, without signing in.
      createRoute({ getParentRoute: () => none, path: 'public/collection/$id', ...notBuilt(id, m.name) }),
    ],
  }),
});
