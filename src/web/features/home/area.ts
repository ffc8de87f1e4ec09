import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { homeMessages as m } from './messages';

const id = 'home';

/** Home: not built yet, so every route shows the not-built screen. */
export const homeArea = defineArea({
  id,
  name: m.name,
  link: { id: 'home', path: '/' },
  routes: ({ auth }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: '/', ...notBuilt(id, m.name) }),
    ],
  }),
});
