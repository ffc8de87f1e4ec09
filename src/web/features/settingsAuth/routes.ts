import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { pageTitles } from './pageTitles';

const area = 'settingsAuth';

/** /settings/auth. */
export function settingsAuthRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'settings/auth',
      staticData: { area, title: pageTitles.security },
      // The sessions come with the page; a failed load is the section's to show (with a retry),
      // so it does not fail the route. The queries load with the route, not with the first screen.
      loader: async ({ context }) => {
        const { sessionsQuery } = await import('./queries');
        await context.queryClient.ensureQueryData(sessionsQuery(context.api)).catch(() => undefined);
      },
      component: areaScreen(area, () => import('./SettingsAuthRoute'), 'SettingsAuthRoute'),
    }),
  ];
}
