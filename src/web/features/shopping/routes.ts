import { createRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../api/api';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { shoppingMessages } from './messages';
import { shoppingTitles } from './pageTitles';

const area = 'shopping';
type Queries = typeof import('./queries');
interface LoaderContext {
  queryClient: QueryClient;
  api: Api;
}

/**
 * What a page's loader reads before it draws. A failed read is the screen's to show (with Try
 * again), so the loader never fails the route.
 */
async function preload(context: LoaderContext, reads: (queries: Queries, context: LoaderContext) => Array<Promise<unknown>>) {
  const queries = await import('./queries');
  await Promise.all(reads(queries, context).map((read) => read.catch(() => undefined)));
}

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name);

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
