import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appAreas } from '../../../appAreas';
import type { RouterContext } from '../../../router/context';
import { buildRouteTree } from '../../../router/routeTree';
import { goRoutesOf } from './goRoutes';

describe('the names go takes', () => {
  it('names each linked area by its id and each page by its URL, leaving out optional parameters and skipping pages that need one', () => {
    const routes = goRoutesOf(['/', '/time-groups/', '/time-groups/graph', '/time-group/$groupId', '/cli/{-$command}', '/dashboard/{-$date}/{-$view}', '/settings/tags'], [
      { id: 'home', link: { path: '/' } },
      { id: 'time', link: { path: '/time-groups' } },
      { id: 'accounts' },
    ]);
    expect([...routes]).toEqual([
      ['home', '/'],
      ['time', '/time-groups'],
      ['time-groups', '/time-groups'],
      ['time-groups/graph', '/time-groups/graph'],
      ['cli', '/cli'],
      ['dashboard', '/dashboard'],
      ['settings/tags', '/settings/tags'],
    ]);
  });

  it("reaches every area's page and the app's other fixed pages", () => {
    // The route tree only: no guard runs, so the context is never read.
    const router = createRouter({ routeTree: buildRouteTree(appAreas), history: createMemoryHistory(), context: {} as RouterContext });
    const paths = Object.keys(router.routesByPath);
    const routes = goRoutesOf(paths, appAreas);
    expect(Object.fromEntries(['notes', 'time', 'passwords', 'settings', 'settings/tags', 'time-tracker/integrations', 'password-groups', 'login', 'cli'].map((name) => [name, routes.get(name)]))).toEqual({
      notes: '/notes-collections',
      time: '/time-groups',
      passwords: '/password-login',
      settings: '/settings',
      'settings/tags': '/settings/tags',
      'time-tracker/integrations': '/time-tracker/integrations',
      'password-groups': '/password-groups',
      login: '/login',
      cli: '/cli',
    });
  });
});
