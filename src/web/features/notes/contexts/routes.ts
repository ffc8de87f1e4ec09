import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { notBuilt } from '../../../router/notBuilt';
import { notesMessages as m } from '../messages';

/** /note-contexts and /note-context/:contextId. */
export function contextRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({ getParentRoute: () => auth, path: 'note-contexts', ...notBuilt('notes', m.name) }),
    createRoute({ getParentRoute: () => auth, path: 'note-context/$contextId', ...notBuilt('notes', m.name) }),
  ];
}
