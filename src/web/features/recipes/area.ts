import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { RecipeIcon } from '../../components/icons';
import { notBuilt } from '../../router/notBuilt';
import { recipesMessages as m } from './messages';

const id = 'recipes';

/** Recipes: not built yet, so every route shows the not-built screen. */
export const recipesArea = defineArea({
  id,
  name: m.name,
  link: { id: 'recipes', path: '/recipe-collections' },
  bottomBarIcon: RecipeIcon,
  routes: ({ auth }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'recipe-collections', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'recipe-collection/$id', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'add-recipe/$collectionId/{-$edit}', ...notBuilt(id, m.name) }),
      createRoute({ getParentRoute: () => auth, path: 'recipe/$id', ...notBuilt(id, m.name) }),
    ],
  }),
});
