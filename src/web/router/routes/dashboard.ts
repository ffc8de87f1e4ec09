import { createRoute, redirect } from '@tanstack/react-router';
import { isIsoDate, localIsoDate } from '../localDate';
import { authLayoutRoute } from './guards';
import { notBuilt } from './notBuilt';

/**
 * Spec §2: `/dashboard/:date?/:view?`; without a date it goes to today's local date, keeping
 * nothing else. A segment that is not a real YYYY-MM-DD date (e.g. `/dashboard/week`) counts as
 * no date, so the screen never has to cope with a malformed one.
 */
export const dashboardRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'dashboard/{-$date}/{-$view}',
  beforeLoad: ({ params }) => {
    if (!isIsoDate(params.date)) {
      throw redirect({
        to: '/dashboard/{-$date}/{-$view}',
        params: { date: localIsoDate(), view: undefined },
        replace: true,
      });
    }
  },
  ...notBuilt('dashboard'),
});
