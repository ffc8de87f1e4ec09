import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaPreloader } from '../../../router/areaPreloader';
import { areaScreen } from '../../../router/areaScreen';
import { notesMessages } from '../messages';
import { validatePageSearch } from './pageSearch';
import { collectionTitles } from './pageTitles';

const area = 'notes';
const preload = areaPreloader(() => import('../queries'));

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name);

/**
 * /notes-collections, /notes-collection/:id and its /edit. Each loads the user's collections too,
 * which the sidebar lists on these pages (spec §2). `?page=` is the page of the notes list shown.
 */
export function collectionRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'notes-collections',
      staticData: { area, title: notesMessages.name },
      validateSearch: validatePageSearch,
      loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
      loader: ({ context, deps: { page } }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.notesCollectionsQuery(api)), queryClient.ensureQueryData(q.notesWithoutCollectionQuery(api, page))]),
      component: screen('CollectionsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'notes-collection/$id',
      staticData: { area, title: collectionTitles.collection },
      validateSearch: validatePageSearch,
      loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
      loader: ({ context, params: { id }, deps: { page } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.notesCollectionQuery(api, id)),
          queryClient.ensureQueryData(q.collectionNotesQuery(api, id, page)),
          queryClient.ensureQueryData(q.notesCollectionsQuery(api)),
        ]),
      component: screen('CollectionRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'notes-collection/$id/edit',
      staticData: { area, title: collectionTitles.edit },
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.notesCollectionQuery(api, id)), queryClient.ensureQueryData(q.notesCollectionsQuery(api))]),
      component: screen('CollectionEditRoute'),
    }),
  ];
}
