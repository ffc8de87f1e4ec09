import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { NoteIcon } from '../../components/icons';
import { notBuilt } from '../../router/notBuilt';
import { notesMessages as m } from './messages';

const id = 'notes';

/** Notes: not built yet, so every route shows the not-built screen. */
export const notesArea = defineArea({
  id,
  name: m.name,
  link: { id: 'notes', path: '/notes-collections' },
  bottomBarIcon: NoteIcon,
  routes: ({ auth }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'notes-collections', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'notes-collection/$id', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'notes-collection/$id/edit', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'note/$id', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'note-contexts', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'note-context/$contextId', ...notBuilt(id, m.name) }),
    ],
  }),
});
