import type { AreaDeps } from '../../area';
import { createExportHandlers } from './handlers/export';
import { createGroupHandlers } from './handlers/groups';
import { createItemHandlers } from './handlers/items';
import type { StorageSettings } from './settings';
import type { StorageTables } from './tables';

/** Every call of the storage area needs the access token. */
export function createStorageHandlers(deps: AreaDeps<StorageTables>, settings: StorageSettings) {
  return {
    secured: { ...createGroupHandlers(deps, settings), ...createItemHandlers(deps, settings), ...createExportHandlers(deps, settings) },
    open: {},
  };
}
