import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { unitTexts } from '../../i18n/textParts';
import { storageMessages } from './messages';
import { storageTitles } from './pageTitles';

const area = 'storage';
const preload = areaPreloader(() => import('./queries'));

/** The screens, all in one chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name, [unitTexts]);

/** /storage-groups, /storage-group/:storageGroupId and /storage-item/:storageItemId. */
export function storageRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'storage-groups',
      staticData: { area, title: storageMessages.name },
      loader: ({ context }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.storageGroupsQuery(api)),
          queryClient.ensureQueryData(q.expiringItemsQuery(api)),
          queryClient.ensureQueryData(q.cookableRecipesQuery(api)),
        ]),
      component: screen('StorageGroupsRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'storage-group/$storageGroupId',
      staticData: { area, title: storageTitles.group },
      loader: ({ context, params: { storageGroupId } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.storageGroupQuery(api, storageGroupId)),
          queryClient.ensureQueryData(q.groupItemsQuery(api, storageGroupId)),
        ]),
      component: screen('StorageGroupRoute'),
    }),
    createRoute({
      getParentRoute: () => auth,
      path: 'storage-item/$storageItemId',
      staticData: { area, title: storageTitles.item },
      loader: ({ context, params: { storageItemId } }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.storageItemQuery(api, storageItemId)),
          queryClient.ensureQueryData(q.storageGroupsQuery(api)),
        ]),
      component: screen('StorageItemRoute'),
    }),
  ];
}
