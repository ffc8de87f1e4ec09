import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { notBuilt } from '../../../router/notBuilt';
import { notesMessages as m } from '../messages';

/** /note/:id. */
export function noteRoutes(auth: AreaParents['auth']) {
  return [createRoute({ getParentRoute: () => auth, path: 'note/$id', ...notBuilt('notes', m.name) })];
}
