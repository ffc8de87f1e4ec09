import type { AreaDeps } from '../../area';
import { createCollectionHandlers } from './handlers/collections';
import { createRecipeImportHandlers } from './handlers/importing';
import { createPortableRecipeHandlers } from './handlers/portable';
import { createReadRecipeHandlers } from './handlers/readRecipes';
import { createRecipeHandlers } from './handlers/recipes';
import type { RecipesSettings } from './settings';
import type { RecipesTables } from './tables';

/** Every call of the recipes area needs the access token. */
export function createRecipesHandlers(deps: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  return {
    secured: { ...createCollectionHandlers(deps, settings), ...createRecipeHandlers(deps, settings), ...createReadRecipeHandlers(deps, settings), ...createPortableRecipeHandlers(deps, settings), ...createRecipeImportHandlers(deps, settings) },
    open: {},
  };
}
