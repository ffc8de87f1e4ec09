import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { CartIcon } from '../../components/icons';
import { notBuilt } from '../../router/notBuilt';
import { shoppingMessages as m } from './messages';

const id = 'shopping';

/** Shopping lists: not built yet, so every route shows the not-built screen. */
export const shoppingArea = defineArea({
  id,
  name: m.name,
  link: { id: 'shoppingList', path: '/shopping-lists', label: m.link },
  bottomBarIcon: CartIcon,
  routes: ({ auth }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'shopping-list-parent', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'shopping-lists', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'specific-shopping-list/$listId', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'shopping-list/$listId', ...notBuilt(id, m.name) }),
    ],
  }),
});
