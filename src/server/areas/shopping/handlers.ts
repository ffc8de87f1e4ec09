import type { AreaDeps } from '../../area';
import { createItemHandlers } from './handlers/items';
import { createListHandlers } from './handlers/lists';
import type { ShoppingSettings } from './settings';
import type { ShoppingTables } from './tables';

/** Every call of the shopping area needs the access token. */
export function createShoppingHandlers(deps: AreaDeps<ShoppingTables>, settings: ShoppingSettings) {
  return {
    secured: { ...createListHandlers(deps, settings), ...createItemHandlers(deps, settings) },
    open: {},
  };
}
