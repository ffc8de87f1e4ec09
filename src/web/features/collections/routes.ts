import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { collectionsMessages } from './messages';
import { collectionsTitles } from './pageTitles';

const area = 'collections';
const preload = areaPreloader(() => import('./queries'));

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name);

/** /collections, /collection/:id and /item/:id. */
export function collectionsRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'collections',
      staticData: { area, title: collectionsMessages.name },
      loader: ({ context }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.collectionsQuery(api))]),
      component: screen('CollectionsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'collection/$id',
      staticData: { area, title: collectionsTitles.collection },
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.collectionQuery(api, id)),
          queryClient.ensureInfiniteQueryData(q.collectionItemsQuery(api, id)),
        ]),
      component: screen('CollectionRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'item/$id',
      staticData: { area, title: collectionsTitles.item },
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [
          // The item's collection (its fields) is known once the item is.
          queryClient.ensureQueryData(q.itemQuery(api, id)).then((body) => queryClient.ensureQueryData(q.collectionQuery(api, q.collectionIdOf(body)))),
        ]),
      component: screen('ItemRoute'),
    }),
  ];
}
