import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { notBuilt } from '../../router/notBuilt';
import { countersMessages as m } from './messages';

const id = 'counters';

/** Counters: not built yet, so every route shows the not-built screen. */
export const countersArea = defineArea({
  id,
  name: m.name,
  link: { id: 'counter', path: '/counter-groups', label: m.link },
  routes: ({ auth }) => ({
    auth: [
      createRoute({ getParentRoute: () => auth, path: 'counter-groups', ...notBuilt(id, m.name) }),
    ],
  }),
});
