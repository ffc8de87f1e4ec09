import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { contextTitles } from './pageTitles';

/** /note-contexts and /note-context/:contextId. */
export function contextRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'note-contexts',
      staticData: { area: 'notes', title: contextTitles.contexts },
      // The contexts come with the page; a failed load is the screen's to show, with a retry.
      loader: async ({ context: { queryClient, api } }) => {
        const { noteContextsQuery } = await import('../queries');
        await queryClient.ensureQueryData(noteContextsQuery(api)).catch(() => undefined);
      },
      component: areaScreen('notes', () => import('./ContextsRoute'), 'ContextsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'note-context/$contextId',
      staticData: { area: 'notes', title: contextTitles.context },
      // A context that is not there (or not the user's) is the screen's to say, as is a failed load.
      loader: async ({ context: { queryClient, api }, params: { contextId } }) => {
        const { noteContextQuery } = await import('../queries');
        await queryClient.ensureQueryData(noteContextQuery(api, contextId)).catch(() => undefined);
      },
      component: areaScreen('notes', () => import('./ContextRoute'), 'ContextRoute'),
    }),
  ];
}
