import type { AreaDeps } from '../../area';
import { createCollectionHandlers } from './handlers/collections';
import { createImportHandlers } from './handlers/import';
import { createItemHandlers } from './handlers/items';
import type { CollectionsSettings } from './settings';
import type { CollectionsTables } from './tables';

/** Every call of the collections area needs the access token. */
export function createCollectionsHandlers(deps: AreaDeps<CollectionsTables>, settings: CollectionsSettings) {
  return {
    secured: { ...createCollectionHandlers(deps, settings), ...createItemHandlers(deps, settings), ...createImportHandlers(deps, settings) },
    open: {},
  };
}
