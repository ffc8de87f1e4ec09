import { createRoute, redirect } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { isIsoDate, localIsoDate } from '../../router/localDate';
import { notBuilt } from '../../router/notBuilt';
import { dashboardMessages as m } from './messages';

const id = 'dashboard';

/** Dashboard by date (spec §2): not built yet, but its date redirect already holds. */
export const dashboardArea = defineArea({
  id,
  name: m.name,
  link: { id: 'dashboard', path: '/dashboard' },
  routes: ({ auth }) => ({
    auth: [
      /**
       * Spec §2: `/dashboard/:date?/:view?`; without a date it goes to today's local date, keeping
       * nothing else. A segment that is not a real YYYY-MM-DD date (e.g. `/dashboard/week`) counts
       * as no date, so the screen never has to cope with a malformed one.
       */
      createRoute({
        getParentRoute: () => auth,
        path: 'dashboard/{-$date}/{-$view}',
        beforeLoad: ({ params }) => {
          if (!isIsoDate(params.date)) {
            throw redirect({ to: '/dashboard/{-$date}/{-$view}', params: { date: localIsoDate(), view: undefined }, replace: true });
          }
        },
        ...notBuilt(id, m.name),
      }),
    ],
  }),
});
