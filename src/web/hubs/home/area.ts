import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { homeMessages as m } from './messages';

const id = 'home';

/** Home (`/`): every area's Home section (the time tracker's active stamps, totals and quick start). */
export const homeArea = defineArea({
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
          return loadHomeSections({ queryClient: context.queryClient, api: context.api });
        },
        component: areaScreen(id, () => import('./HomeRoute'), 'HomeRoute'),
      }),
    ],
  }),
});
