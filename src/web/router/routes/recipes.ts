import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

const parent = () => authLayoutRoute;

export const recipesRoutes = [
  createRoute({ getParentRoute: parent, path: 'recipe-collections', ...notBuilt('recipes') }),
  createRoute({ getParentRoute: parent, path: 'recipe-collection/$id', ...notBuilt('recipes') }),
  createRoute({ getParentRoute: parent, path: 'add-recipe/$collectionId/{-$edit}', ...notBuilt('recipes') }),
  createRoute({ getParentRoute: parent, path: 'recipe/$id', ...notBuilt('recipes') }),
];
