import type { AreaParents } from '../../areaDefinition';
import { collectionRoutes } from './collections/routes';
import { contextRoutes } from './contexts/routes';
import { noteRoutes } from './note/routes';
import { transferRoutes } from './transfer/routes';

/** The notes' routes, each part's from its folder: the collections, a note, the contexts and import/export. */
export function notesRoutes(auth: AreaParents['auth']) {
  return [...collectionRoutes(auth), ...noteRoutes(auth), ...contextRoutes(auth), ...transferRoutes(auth)];
}
