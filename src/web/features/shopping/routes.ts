import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { unitTexts } from '../../i18n/textParts';
import { shoppingMessages } from './messages';
import { shoppingTitles } from './pageTitles';

const area = 'shopping';
const preload = areaPreloader(() => import('./queries'));

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name, [unitTexts]);

/** /shopping-list-parent, /shopping-lists, /shopping-list/:listId (shopping mode) and /specific-shopping-list/:listId (editing). */
export function shoppingRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'shopping-list-parent',
      staticData: { area, title: shoppingMessages.name },
      loader: ({ context }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.shoppingListsQuery(api))]),
      component: screen('ShoppingParentRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'shopping-lists',
      staticData: { area, title: shoppingMessages.name },
      loader: ({ context }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.shoppingListsQuery(api))]),
      component: screen('ShoppingListsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'shopping-list/$listId',
      staticData: { area, title: shoppingTitles.shopping },
      loader: ({ context, params: { listId } }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.shoppingListQuery(api, listId))]),
      component: screen('ShoppingModeRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'specific-shopping-list/$listId',
      staticData: { area, title: shoppingTitles.edit },
      loader: ({ context, params: { listId } }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.shoppingListQuery(api, listId))]),
      component: screen('ShoppingEditRoute'),
    }),
  ];
}
