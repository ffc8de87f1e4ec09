import { defineArea } from '../../areaDefinition';
import { notesMessages as m } from './messages';
import { notesRoutes } from './routes';

/** Notes and the journal (spec §2, §3): collections with their questions, notes, contexts and search. */
export const notesArea = defineArea({
  id: 'notes',
  name: m.name,
  link: { id: 'notes', path: '/notes-collections' },
  bottomBarIcon: 'note',
  dashboardCard: () => import('./dashboard/NotesDashboardCard'),
  routes: ({ auth }) => ({ auth: notesRoutes(auth) }),
});
