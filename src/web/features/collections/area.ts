import { defineArea } from '../../areaDefinition';
import { collectionsMessages as m } from './messages';
import { collectionsRoutes } from './routes';

/**
 * Generic collections (issue 13): collections with fields of the user's own, their items in a
 * table or a grid (sorted and filtered, the view saved per collection), an item's form, CSV
 * import and export. The public page of a shared collection lives in the `public` area.
 */
export const collectionsArea = defineArea({
  id: 'collections',
  name: m.name,
  link: { id: 'collections', path: '/collections' },
  routes: ({ auth }) => ({ auth: collectionsRoutes(auth) }),
});
