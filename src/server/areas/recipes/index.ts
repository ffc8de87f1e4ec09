import { defineArea } from '../../area';
import { recipesAccountData } from './accountData';
import { createRecipesHandlers } from './handlers';
import * as m20261126T1000 from './migrations/20261126T1000_recipes';
import { recipesSettings } from './settings';

/** Recipes: collections, recipes with parsed ingredients, search, suggestions, import, and "What can I cook?" from storage. */
export const recipes = defineArea({
  name: 'recipes',
  settings: recipesSettings,
  handlers: createRecipesHandlers,
  accountData: recipesAccountData,
  migrations: {
    '20261126T1000_recipes': m20261126T1000,
  },
});
