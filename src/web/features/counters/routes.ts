import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { countersMessages } from './messages';

const area = 'counters';
const preload = areaPreloader(() => import('./queries'));

/** /counter-groups, the area's one page (spec §2), titled with the area's name ("Counters"). */
export function countersRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'counter-groups',
      staticData: { area, title: countersMessages.name },
      loader: ({ context }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.counterGroupsQuery(api))]),
      component: areaScreen(area, () => import('./CounterGroupsRoute'), 'CounterGroupsRoute'),
    }),
  ];
}
