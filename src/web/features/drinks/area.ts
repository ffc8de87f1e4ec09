import { defineArea } from '../../areaDefinition';
import { drinksMessages as m } from './messages';
import { drinksRoutes } from './routes';

/**
 * Drinks (issue 13): collections of drinks with search, filters and a sort kept in the URL, a
 * drink to view and edit (scaled to N servings, its amounts in ml, cl or oz), and "What can I
 * make" from a storage place. The public share pages are the `public` area's. No bottom-bar icon:
 * spec §2 gives the phone's bottom bar to notes, time, shopping and recipes only.
 */
export const drinksArea = defineArea({
  id: 'drinks',
  name: m.name,
  link: { id: 'drinks', path: '/drink-collections' },
  routes: ({ auth }) => ({ auth: drinksRoutes(auth) }),
});
