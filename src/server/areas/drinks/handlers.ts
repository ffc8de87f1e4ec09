import type { AreaDeps } from '../../area';
import { createCollectionHandlers } from './handlers/collections';
import { createDrinkHandlers } from './handlers/drinks';
import { createReadDrinkHandlers } from './handlers/readDrinks';
import type { DrinksSettings } from './settings';
import type { DrinksTables } from './tables';

/** Every call of the drinks area needs the access token. */
export function createDrinksHandlers(deps: AreaDeps<DrinksTables>, settings: DrinksSettings) {
  return {
    secured: { ...createCollectionHandlers(deps, settings), ...createDrinkHandlers(deps, settings), ...createReadDrinkHandlers(deps, settings) },
    open: {},
  };
}
