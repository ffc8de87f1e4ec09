import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { notBuilt } from '../../../router/notBuilt';
import { notesMessages as m } from '../messages';

/** /notes-collections, /notes-collection/:id and its /edit. */
export function collectionRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({ getParentRoute: () => auth, path: 'notes-collections', ...notBuilt('notes', m.name) }),
    createRoute({ getParentRoute: () => auth, path: 'notes-collection/$id', ...notBuilt('notes', m.name) }),
    createRoute({ getParentRoute: () => auth, path: 'notes-collection/$id/edit', ...notBuilt('notes', m.name) }),
  ];
}
