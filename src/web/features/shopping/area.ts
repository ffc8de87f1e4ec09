import { defineArea } from '../../areaDefinition';
import { shoppingMessages as m } from './messages';
import { shoppingRoutes } from './routes';

/** Shopping lists (issue 12): the lists, a list's shopping mode and its edit page; the default list opens from /shopping-list-parent and shows on the dashboard. */
export const shoppingArea = defineArea({
  id: 'shopping',
  name: m.name,
  link: { id: 'shoppingList', path: '/shopping-lists', label: m.link },
  bottomBarIcon: 'cart',
  // The cart opens the default list in shopping mode (every list when none is set).
  bottomBarPath: '/shopping-list-parent',
  dashboardCard: () => import('./dashboard/ShoppingDashboardCard'),
  routes: ({ auth }) => ({ auth: shoppingRoutes(auth) }),
});
