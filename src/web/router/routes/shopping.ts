import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

const parent = () => authLayoutRoute;

export const shoppingRoutes = [
  createRoute({ getParentRoute: parent, path: 'shopping-list-parent', ...notBuilt('shopping') }),
  createRoute({ getParentRoute: parent, path: 'shopping-lists', ...notBuilt('shopping') }),
  createRoute({ getParentRoute: parent, path: 'specific-shopping-list/$listId', ...notBuilt('shopping') }),
  createRoute({ getParentRoute: parent, path: 'shopping-list/$listId', ...notBuilt('shopping') }),
];
