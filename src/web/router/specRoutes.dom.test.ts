// Proves the route tree, built from the areas list, declares exactly the routes of spec §2 (plus
// the one whose path the spec leaves unnamed), each under its guard and in its area, so a route can neither
// disappear nor appear without the spec table changing.
import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { apiFor } from '../api/api';
import { createApiClient } from '../api/client';
import { createServerDataLoader } from '../api/serverData';
import { appAreas } from '../appAreas';
import { CommandLineOverlay } from '../hubs';
import { createAppRouter } from './router';
import { specRouteTable } from './specRoutes.testData';

/** `/add-recipe/$collectionId/{-$edit}/` → `/add-recipe/:collectionId/:edit?` */
function toSpecNotation(fullPath: string): string {
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  return path.replace(/\{-\$(\w+)\}/g, ':$1?').replace(/\$(\w+)/g, ':$1');
}

const router = createAppRouter({
  areas: appAreas,
  context: {
    CommandLineOverlay,
    session: { hasAccessToken: () => false, userId: () => null, hasExtraToken: () => false, hasVaultKey: async () => false, ready: async () => {}, subscribe: () => () => {} },
    serverData: createServerDataLoader(async () => ({ queryClient: new QueryClient(), api: apiFor(createApiClient()) })),
  },
});
const screens = (Object.values(router.routesById) as AnyRoute[]).filter((route) => route !== router.routeTree && route.options.component);

describe('the route tree', () => {
  it('declares exactly the routes of spec §2, at their exact URLs', () => {
    const declared = new Set(screens.map((route) => toSpecNotation(route.fullPath)));
    expect([...declared].sort()).toEqual(specRouteTable.map((row) => row.spec).sort());
  });

  it('places every route in the area the spec table names', () => {
    const byPath = new Map(screens.map((route) => [toSpecNotation(route.fullPath), route.options.staticData?.area]));
    expect(specRouteTable.map((row) => [row.spec, byPath.get(row.spec)])).toEqual(specRouteTable.map((row) => [row.spec, row.area]));
  });

  it('places every route under the guard its access column names', () => {
    const guardOf = (id: string) => (id.startsWith('/_auth/_extra/') ? 'extra' : id.startsWith('/_auth/') ? 'auth' : 'none');
    const byPath = new Map(screens.map((route) => [toSpecNotation(route.fullPath), guardOf(route.id)]));
    expect(specRouteTable.map((row) => [row.spec, byPath.get(row.spec)])).toEqual(specRouteTable.map((row) => [row.spec, row.access]));
  });

  it('gives every screen route a known area and a page title', () => {
    const areaIds: string[] = appAreas.map((area) => area.id);
    const incomplete = screens
      .filter((route) => !areaIds.includes(route.options.staticData?.area ?? '') || !route.options.staticData?.title)
      .map((route) => route.id);
    expect(incomplete).toEqual([]);
  });
});

describe('the areas list', () => {
  it('names each area once', () => {
    const ids = appAreas.map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
