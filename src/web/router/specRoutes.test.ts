// Proves the route tree declares exactly the routes of spec §2 (plus the one whose path the spec
// leaves unnamed), so a route can neither disappear nor appear without the spec table changing.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { localSession } from '../session/localSession';
import { createAppRouter } from './router';
import { routeTree } from './routeTree';
import { specRouteTable } from './specRoutes.testData';

/** `/add-recipe/$collectionId/{-$edit}/` → `/add-recipe/:collectionId/:edit?` */
function toSpecNotation(fullPath: string): string {
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  return path.replace(/\{-\$(\w+)\}/g, ':$1?').replace(/\$(\w+)/g, ':$1');
}

describe('the route tree', () => {
  it('declares exactly the routes of spec §2, at their exact URLs', () => {
    const router = createAppRouter({ context: { session: localSession, queryClient: new QueryClient() } });
    const declared = new Set(
      Object.values(router.routesById)
        .filter((route) => route !== routeTree && route.options.component)
        .map((route) => toSpecNotation(route.fullPath)),
    );
    expect([...declared].sort()).toEqual(specRouteTable.map((row) => row.spec).sort());
  });

  it('gives every screen route an area for its heading', () => {
    const router = createAppRouter({ context: { session: localSession, queryClient: new QueryClient() } });
    const withoutArea = Object.values(router.routesById)
      .filter((route) => route !== routeTree && route.options.component && !route.options.staticData?.area)
      .map((route) => route.id);
    expect(withoutArea).toEqual([]);
  });
});
