import type { AreaParents } from '../../areaDefinition';
import { collectionRoutes } from './collections/routes';
import { contextRoutes } from './contexts/routes';
import { noteRoutes } from './note/routes';

/** The notes' routes, each part's from its folder: the collections, a note and the contexts. */
export function notesRoutes(auth: AreaParents['auth']) {
  return [...collectionRoutes(auth), ...noteRoutes(auth), ...contextRoutes(auth)];
}
