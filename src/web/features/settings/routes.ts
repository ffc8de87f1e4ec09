import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { pageTitles } from './pageTitles';

const area = 'settings';

/** /settings, /settings/profile, /settings/tags, and /settings/data (your data); /settings/device-control is device control's. */
export function settingsRoutes(auth: AreaParents['auth']) {
  return [
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
    createRoute({
      getParentRoute: () => auth,
      path: 'settings/data',
      staticData: { area, title: pageTitles.yourData },
      // The counts come with the page; a failed load is the screen's to show (with a retry).
      loader: async ({ context }) => {
        const { accountDataSummaryQuery } = await import('./data/accountDataQueries');
        await context.queryClient.ensureQueryData(accountDataSummaryQuery(context.api)).catch(() => undefined);
      },
      component: areaScreen(area, () => import('./data/YourDataRoute'), 'YourDataRoute'),
    }),
  ];
}
