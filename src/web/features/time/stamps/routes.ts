import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { stampPageTitles as m } from './pageTitles';

const area = 'time';

/** `?page=N` of a sub group's stamps: a whole number from 1, else the first page. */
function validatePage(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** /sub-group/:subGroupId (its stamps, paged) and /time-stamp/:stampId (edit, reopen, delete). */
export function stampRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'sub-group/$subGroupId',
      staticData: { area, title: m.subGroup },
      validateSearch: validatePage,
      loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
      // The sub group must exist (else the route's error, with a way home); its stamps and the
      // running ones come with it, and a failure there is the screen's to show with a retry.
      loader: async ({ context, params, deps }) => {
        const { subGroupQuery, subGroupStampsQuery, activeStampsQuery } = await import('../queries');
        await Promise.all([
          context.queryClient.ensureQueryData(subGroupQuery(context.api, params.subGroupId)),
          context.queryClient.ensureQueryData(subGroupStampsQuery(context.api, params.subGroupId, deps.page)).catch(() => undefined),
          context.queryClient.ensureQueryData(activeStampsQuery(context.api)).catch(() => undefined),
        ]);
      },
      component: areaScreen(area, () => import('./SubGroupRoute'), 'SubGroupRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'time-stamp/$stampId',
      staticData: { area, title: m.timeStamp },
      loader: async ({ context, params }) => {
        const { timeStampQuery } = await import('../queries');
        await context.queryClient.ensureQueryData(timeStampQuery(context.api, params.stampId));
      },
      component: areaScreen(area, () => import('./TimeStampRoute'), 'TimeStampRoute'),
    }),
  ];
}
