import { createRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../../api/api';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { notesMessages } from '../messages';
import { validatePageSearch } from './pageSearch';
import { collectionTitles } from './pageTitles';

const area = 'notes';
type Queries = typeof import('../queries');
interface LoaderContext {
  queryClient: QueryClient;
  api: Api;
}

/**
 * What a page's loader reads before it draws. A failed read is the screen's to show (with Try
 * again), and its query's toast says it (spec §8), so the loader never fails the route.
 */
async function preload(context: LoaderContext, reads: (queries: Queries, context: LoaderContext) => Array<Promise<unknown>>) {
  const queries = await import('../queries');
  await Promise.all(reads(queries, context).map((read) => read.catch(() => undefined)));
}

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
