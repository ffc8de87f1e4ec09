import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

const parent = () => authLayoutRoute;

export const notesRoutes = [
  createRoute({ getParentRoute: parent, path: 'notes-collections', ...notBuilt('notes') }),
  createRoute({ getParentRoute: parent, path: 'notes-collection/$id', ...notBuilt('notes') }),
  createRoute({ getParentRoute: parent, path: 'notes-collection/$id/edit', ...notBuilt('notes') }),
  createRoute({ getParentRoute: parent, path: 'note/$id', ...notBuilt('notes') }),
  createRoute({ getParentRoute: parent, path: 'note-contexts', ...notBuilt('notes') }),
  createRoute({ getParentRoute: parent, path: 'note-context/$contextId', ...notBuilt('notes') }),
];
