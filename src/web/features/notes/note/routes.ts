import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { notePageTitles as m } from './pageTitles';

const area = 'notes';

/** /note/:id: a note's title, answers and entries, saved quietly as they are written (issue 10). */
export function noteRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'note/$id',
      staticData: { area, title: m.note },
      // The note, then its collection (name, split title, the sidebar's notes) and the contexts.
      // A failed read is the screen's to show, with Try again, so the loader never fails the route.
      loader: async ({ context, params }) => {
        const { collectionNotesQuery, noteContextsQuery, noteQuery, notesCollectionQuery } = await import('../queries');
        const { queryClient, api } = context;
        const contexts = queryClient.ensureQueryData(noteContextsQuery(api)).catch(() => undefined);
        const note = await queryClient.ensureQueryData(noteQuery(api, params.id)).catch(() => undefined);
        const collectionId = note?.data && 'notesCollectionId' in note.data ? note.data.notesCollectionId : null;
        await Promise.all([
          contexts,
          collectionId ? queryClient.ensureQueryData(notesCollectionQuery(api, collectionId)).catch(() => undefined) : undefined,
          collectionId ? queryClient.ensureQueryData(collectionNotesQuery(api, collectionId, 1)).catch(() => undefined) : undefined,
        ]);
      },
      component: areaScreen(area, () => import('./NoteRoute'), 'NoteRoute'),
    }),
  ];
}
