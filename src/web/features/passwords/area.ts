import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { passwordTitles as t } from './pageTitles';

const area = 'passwords';

/** `?name=` of the hub: the search (spec §3: the name is the search key), 1–200 characters. */
function validateSearch(search: Record<string, unknown>): { name?: string } {
  const name = typeof search.name === 'string' ? search.name.trim() : '';
  return name && name.length <= 200 ? { name } : {};
}

/**
 * The password vault (issue 9): groups and entries whose secrets the browser encrypts. Every page
 * needs the extra token and this tab's vault key (spec §2 "auth and extra"); /password-login,
 * where both are obtained, belongs to the accounts area. The screens, their texts and the crypto
 * load with these routes; a loader's failed read is the screen's to show (with a retry), and the
 * query's toast says it (spec §8).
 */
export const passwordsArea = defineArea({
  id: area,
  name: t.name,
  link: { id: 'passwords', path: '/password-login', needsExtraPassword: true },
  routes: ({ extra }) => ({
    extra: [
      createRoute({
        getParentRoute: () => extra,
        path: 'password-parent',
        staticData: { area, title: t.parent },
        validateSearch,
        loaderDeps: ({ search }) => ({ name: search.name }),
        loader: async ({ context, deps }) => {
          const { passwordGroupsQuery, passwordSearchQuery } = await import('./queries');
          const { queryClient, api } = context;
          await Promise.all([
            queryClient.ensureQueryData(passwordGroupsQuery(api)),
            deps.name === undefined ? null : queryClient.ensureQueryData(passwordSearchQuery(api, deps.name)),
          ]).catch(() => undefined);
        },
        component: areaScreen(area, () => import('./parent/ParentRoute'), 'ParentRoute'),
      }),
      createRoute({
        getParentRoute: () => extra,
        path: 'password-groups',
        staticData: { area, title: t.groups },
        loader: async ({ context }) => {
          const { passwordGroupsQuery } = await import('./queries');
          await context.queryClient.ensureQueryData(passwordGroupsQuery(context.api)).catch(() => undefined);
        },
        component: areaScreen(area, () => import('./groups/GroupsRoute'), 'GroupsRoute'),
      }),
      createRoute({
        getParentRoute: () => extra,
        path: 'password-group/$groupId',
        staticData: { area, title: t.group },
        loader: async ({ context, params }) => {
          const { passwordGroupsQuery, groupEntriesQuery } = await import('./queries');
          const { queryClient, api } = context;
          await Promise.all([
            queryClient.ensureQueryData(passwordGroupsQuery(api)),
            queryClient.ensureQueryData(groupEntriesQuery(api, params.groupId)),
          ]).catch(() => undefined);
        },
        component: areaScreen(area, () => import('./group/GroupRoute'), 'GroupRoute'),
      }),
      createRoute({
        getParentRoute: () => extra,
        path: 'password/$passwordId',
        staticData: { area, title: t.entry },
        loader: async ({ context, params }) => {
          const { passwordGroupsQuery, passwordQuery } = await import('./queries');
          const { queryClient, api } = context;
          await Promise.all([
            queryClient.ensureQueryData(passwordQuery(api, params.passwordId)),
            queryClient.ensureQueryData(passwordGroupsQuery(api)),
          ]).catch(() => undefined);
        },
        component: areaScreen(area, () => import('./entry/EntryRoute'), 'EntryRoute'),
      }),
      createRoute({
        getParentRoute: () => extra,
        path: 'add-password/$groupId',
        staticData: { area, title: t.add },
        loader: async ({ context }) => {
          const { passwordGroupsQuery } = await import('./queries');
          await context.queryClient.ensureQueryData(passwordGroupsQuery(context.api)).catch(() => undefined);
        },
        component: areaScreen(area, () => import('./add/AddEntryRoute'), 'AddEntryRoute'),
      }),
    ],
  }),
});
