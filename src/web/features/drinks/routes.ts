import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { unitTexts } from '../../i18n/textParts';
import { drinksMessages } from './messages';
import { validateCollectionSearch, validateDrinkSearch } from './pageSearch';
import { drinksTitles } from './pageTitles';

const area = 'drinks';
const preload = areaPreloader(() => import('./queries'));

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name, [unitTexts]);

/**
 * /drink-collections, /drink-collection/:id (its search, filters and sort in the URL) and
 * /drink/:id. The collection pages load the collections too, which the sidebar lists (spec §2).
 */
export function drinksRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'drink-collections',
      staticData: { area, title: drinksMessages.name },
      loader: ({ context }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.drinkCollectionsQuery(api))]),
      component: screen('CollectionsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'drink-collection/$id',
      staticData: { area, title: drinksTitles.collection },
      validateSearch: validateCollectionSearch,
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.drinkCollectionQuery(api, id)),
          queryClient.ensureInfiniteQueryData(q.collectionDrinksQuery(api, id)),
          queryClient.ensureQueryData(q.drinkCollectionsQuery(api)),
        ]),
      component: screen('CollectionRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'drink/$id',
      staticData: { area, title: drinksTitles.drink },
      validateSearch: validateDrinkSearch,
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.drinkQuery(api, id)), queryClient.ensureQueryData(q.drinkCollectionsQuery(api))]),
      component: screen('DrinkRoute'),
    }),
  ];
}
