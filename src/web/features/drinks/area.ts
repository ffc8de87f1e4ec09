import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { drinksMessages as m } from './messages';

const id = 'drinks';

/** Drinks: not built yet, so every route shows the not-built screen. */
export const drinksArea = defineArea({
  id,
  name: m.name,
  link: { id: 'drinks', path: '/drink-collections' },
  routes: ({ auth, none }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'drink-collections', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'drink-collection/$id', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'drink/$id', ...notBuilt(id, m.name) }),
    ],
    none: [
      // Spec §6: anyone may view what an owner has made public, without signing in.
      createRoute({ getParentRoute: () => none, path: 'public/drink-collection/$id', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => none, path: 'public/drink/$id', ...notBuilt(id, m.name) }),
    ],
  }),
});
