import { createRoute } from '@tanstack/react-router';
import { defineArea, type AreaDefinition } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { homeMessages as m } from './messages';

const id = 'home';

/** Home (`/`): the Home section of each of `areas` (the time tracker's active stamps, totals and quick start). */
export function createHomeArea(areas: readonly AreaDefinition[]) {
  return defineArea({
    id,
    name: m.name,
    link: { id: 'home', path: '/' },
    routes: ({ auth }) => ({
      auth: [
        createRoute({
          getParentRoute: () => auth,
          path: '/',
          staticData: { area: id, title: m.name },
          loader: async ({ context }) => {
            const { loadHomeSections } = await import('./homeSections');
            return loadHomeSections(areas, { queryClient: context.queryClient, api: context.api });
          },
          component: areaScreen(id, () => import('./HomeRoute'), 'HomeRoute'),
        }),
      ],
    }),
  });
}
