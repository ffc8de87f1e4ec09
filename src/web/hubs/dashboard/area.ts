import { createRoute, redirect } from '@tanstack/react-router';
import { defineArea, type AreaDefinition } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { unitTexts } from '../../i18n/textParts';
import { isIsoDate, localIsoDate } from '../../router/localDate';
import { dashboardMessages as m } from './messages';

const id = 'dashboard';

/** Dashboard by date (spec §2): one day across `areas`, each area's card with its section. */
export function createDashboardArea(areas: readonly AreaDefinition[]) {
  return defineArea({
    id,
    name: m.name,
    link: { id: 'dashboard', path: '/dashboard' },
    routes: ({ auth }) => ({
      auth: [
        /**
         * Spec §2: `/dashboard/:date?/:view?`; without a date it goes to today's local date, keeping
         * nothing else. A segment that is not a real YYYY-MM-DD date (e.g. `/dashboard/week`) counts
         * as no date, so the screen never has to cope with a malformed one. `view` 'all' shows every
         * item of every card; any other view is the summary.
         */
        createRoute({
          getParentRoute: () => auth,
          path: 'dashboard/{-$date}/{-$view}',
          beforeLoad: ({ params }) => {
            if (!isIsoDate(params.date)) {
              throw redirect({ to: '/dashboard/{-$date}/{-$view}', params: { date: localIsoDate(), view: undefined }, replace: true });
            }
          },
          staticData: { area: id, title: m.name },
          // The cards (code and texts of their areas, loaded only here) and the date's sections.
          loader: async ({ context, params }) => {
            const { loadDashboard } = await import('./loadDashboard');
            return loadDashboard(areas, { queryClient: context.queryClient, api: context.api }, params.date ?? localIsoDate());
          },
          component: areaScreen(id, () => import('./DashboardRoute'), 'DashboardRoute', [unitTexts]), // the shopping card names units
        }),
      ],
    }),
  });
}
