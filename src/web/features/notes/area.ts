import { defineArea } from '../../areaDefinition';
import { NoteIcon } from '../../components/icons';
import { collectionRoutes } from './collections/routes';
import { contextRoutes } from './contexts/routes';
import { notesMessages as m } from './messages';
import { noteRoutes } from './note/routes';

/** Notes and the journal (spec §2, §3): collections with their questions, notes, contexts and search. */
export const notesArea = defineArea({
  id: 'notes',
  name: m.name,
  link: { id: 'notes', path: '/notes-collections' },
  bottomBarIcon: NoteIcon,
  dashboardCard: () => import('./dashboard/NotesDashboardCard'),
  routes: ({ auth }) => ({
    auth: [...collectionRoutes(auth), ...noteRoutes(auth), ...contextRoutes(auth)],
  }),
});
