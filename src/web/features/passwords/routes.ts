import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { passwordTitles as t } from './pageTitles';

const area = 'passwords';
type Queries = typeof import('./queries');

/**
 * What a page's loader reads before it draws. A failed read is the screen's to show (with a
 * retry), and its query's toast says it (spec §8), so the loader never fails the route.
 */
async function preload(reads: (queries: Queries) => Array<Promise<unknown> | null>) {
  const queries = await import('./queries');
  await Promise.all(reads(queries)).catch(() => undefined);
}

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name);

/** `?name=` of the hub: the search (spec §3: the name is the search key), 1–200 characters. */
function validateSearch(search: Record<string, unknown>): { name?: string } {
  const name = typeof search.name === 'string' ? search.name.trim() : '';
  return name && name.length <= 200 ? { name } : {};
}

/**
 * /password-parent (the hub, `?name=` its search), /password-groups, /password-group/:groupId,
 * /password/:passwordId and /add-password/:groupId, all under the extra token's guard.
 */
export function passwordsRoutes(extra: AreaParents['extra']) {
  return [
    createRoute({
      getParentRoute: () => extra,
      path: 'password-parent',
      staticData: { area, title: t.parent },
      validateSearch,
      loaderDeps: ({ search }) => ({ name: search.name }),
      loader: ({ context: { queryClient, api }, deps: { name } }) =>
        preload((q) => [queryClient.ensureQueryData(q.passwordGroupsQuery(api)), name === undefined ? null : queryClient.ensureQueryData(q.passwordSearchQuery(api, name))]),
      component: screen('ParentRoute'),
    }),
    createRoute({
      getParentRoute: () => extra,
      path: 'password-groups',
      staticData: { area, title: t.groups },
      loader: ({ context: { queryClient, api } }) => preload((q) => [queryClient.ensureQueryData(q.passwordGroupsQuery(api))]),
      component: screen('GroupsRoute'),
    }),
    createRoute({
      getParentRoute: () => extra,
      path: 'password-group/$groupId',
      staticData: { area, title: t.group },
      loader: ({ context: { queryClient, api }, params }) =>
        preload((q) => [queryClient.ensureQueryData(q.passwordGroupsQuery(api)), queryClient.ensureQueryData(q.groupEntriesQuery(api, params.groupId))]),
      component: screen('GroupRoute'),
    }),
    createRoute({
      getParentRoute: () => extra,
      path: 'password/$passwordId',
      staticData: { area, title: t.entry },
      loader: ({ context: { queryClient, api }, params }) =>
        preload((q) => [queryClient.ensureQueryData(q.passwordQuery(api, params.passwordId)), queryClient.ensureQueryData(q.passwordGroupsQuery(api))]),
      component: screen('EntryRoute'),
    }),
    createRoute({
      getParentRoute: () => extra,
      path: 'add-password/$groupId',
      staticData: { area, title: t.add },
      loader: ({ context: { queryClient, api } }) => preload((q) => [queryClient.ensureQueryData(q.passwordGroupsQuery(api))]),
      component: screen('AddEntryRoute'),
    }),
  ];
}
