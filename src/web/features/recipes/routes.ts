import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { unitTexts } from '../../i18n/textParts';
import { recipesMessages } from './messages';
import { recipesTitles } from './pageTitles';

const area = 'recipes';
const preload = areaPreloader(() => import('./queries'));

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name, [unitTexts]);

/**
 * /recipe-collections, /recipe-collection/:id, /add-recipe/:collectionId/:edit?, /recipe/:id and
 * /recipe-import/:collectionId? (files and page addresses in, into the collection chosen there).
 * The collection pages load the collections too, which the sidebar lists (spec §2).
 */
export function recipesRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'recipe-collections',
      staticData: { area, title: recipesMessages.name },
      loader: ({ context }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.recipeCollectionsQuery(api))]),
      component: screen('CollectionsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'recipe-collection/$id',
      staticData: { area, title: recipesTitles.collection },
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.recipeCollectionQuery(api, id)),
          queryClient.ensureQueryData(q.collectionRecipesQuery(api, id)),
          queryClient.ensureQueryData(q.recipeCollectionsQuery(api)),
        ]),
      component: screen('CollectionRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'add-recipe/$collectionId/{-$edit}',
      staticData: { area, title: recipesTitles.edit },
      loader: ({ context, params: { collectionId, edit } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.recipeCollectionQuery(api, collectionId)),
          queryClient.ensureQueryData(q.recipeCollectionsQuery(api)),
          ...(edit ? [queryClient.ensureQueryData(q.recipeQuery(api, edit))] : []),
        ]),
      component: screen('RecipeEditRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'recipe/$id',
      staticData: { area, title: recipesTitles.recipe },
      loader: ({ context, params: { id } }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.recipeQuery(api, id))]),
      component: screen('RecipeRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'recipe-import/{-$collectionId}',
      staticData: { area, title: recipesTitles.import },
      // No loader: the screen shows the collections' loading itself, and the first screen's
      // route table stays within its budget.
      component: screen('ImportRecipesRoute'),
    }),
  ];
}
