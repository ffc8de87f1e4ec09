import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { notBuilt } from '../../router/notBuilt';
import { pageTitles, settingsMessages } from './pageTitles';

const area = 'settings';

/** /settings and its pages (spec §2); /settings/auth is the settingsAuth area's. */
export const settingsArea = defineArea({
  id: area,
  name: settingsMessages.name,
  link: { id: 'settings', path: '/settings' },
  routes: ({ auth }) => ({
    auth: [
      createRoute({
        getParentRoute: () => auth,
        path: 'settings',
        staticData: { area, title: pageTitles.settings },
        component: areaScreen(area, () => import('./SettingsRoute'), 'SettingsRoute'),
      }),
      createRoute({
        getParentRoute: () => auth,
        path: 'settings/profile',
        staticData: { area, title: pageTitles.profile },
        component: areaScreen(area, () => import('./ProfileRoute'), 'ProfileRoute'),
      }),
      createRoute({
        getParentRoute: () => auth,
        path: 'settings/tags',
        staticData: { area, title: pageTitles.tags },
        // The tags come with the page; a failed load is the screen's to show (with a retry).
        loader: async ({ context }) => {
          const { tagsQuery } = await import('./tags/tagQueries');
          await context.queryClient.ensureQueryData(tagsQuery(context.api)).catch(() => undefined);
        },
        component: areaScreen(area, () => import('./tags/TagsRoute'), 'TagsRoute'),
      }),
      createRoute({ getParentRoute: () => auth, path: 'settings/device-control', ...notBuilt(area, pageTitles.deviceControl) }),
    ],
  }),
});
