import { defineArea } from '../../areaDefinition';
import { recipesMessages as m } from './messages';
import { recipesRoutes } from './routes';

/** Recipes (issue 12): collections, a collection's recipes with search, the editor with import and photo, and a recipe to cook from. */
export const recipesArea = defineArea({
  id: 'recipes',
  name: m.name,
  link: { id: 'recipes', path: '/recipe-collections' },
  bottomBarIcon: 'recipe',
  routes: ({ auth }) => ({ auth: recipesRoutes(auth) }),
});
