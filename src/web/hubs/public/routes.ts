import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { unitTexts } from '../../i18n/textParts';
import type { RouterContext } from '../../router/context';
import { publicTitles as t } from './pageTitles';

const area = 'public';
const preload = areaPreloader(() => import('./queries'));
/** The three pages, in one lazy chunk with the area's texts (screens.ts). */
const screen = (name: keyof typeof import('./screens')) => areaScreen(area, () => import('./screens'), name, [unitTexts]);
/** Signed out too: each page loads the server data itself (the "auth" guard does it for signed-in pages). */
const beforeLoad = ({ context }: { context: RouterContext }) => context.serverData.load();

/** /public/drink/:id, /public/drink-collection/:id and /public/collection/:id, where :id is the link's token. */
export function publicRoutes(none: AreaParents['none']) {
  return [
    createRoute({
      getParentRoute: () => none,
      path: 'public/drink/$id',
      staticData: { area, title: t.drink },
      beforeLoad,
      loader: ({ context, params: { id } }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureQueryData(q.publicDrinkQuery(api, id))]),
      component: screen('PublicDrinkRoute'),
    }),
    createRoute({
      getParentRoute: () => none,
      path: 'public/drink-collection/$id',
      staticData: { area, title: t.drinkCollection },
      beforeLoad,
      loader: ({ context, params: { id } }) =>
        preload(context, (q, { queryClient, api }) => [queryClient.ensureInfiniteQueryData(q.publicDrinkCollectionQuery(api, id))]),
      component: screen('PublicDrinkCollectionRoute'),
    }),
    createRoute({
      getParentRoute: () => none,
      path: 'public/collection/$id',
      staticData: { area, title: t.collection },
      beforeLoad,
      loader: ({ context, params: { id } }) => preload(context, (q, { queryClient, api }) => [queryClient.ensureInfiniteQueryData(q.publicCollectionQuery(api, id))]),
      component: screen('PublicCollectionRoute'),
    }),
  ];
}
