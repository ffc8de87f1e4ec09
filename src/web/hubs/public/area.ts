import { defineArea } from '../../areaDefinition';
import { publicTitles } from './pageTitles';
import { publicRoutes } from './routes';

/**
 * The pages a share link opens (issue 13, spec §2 "none"): a shared drink, drink collection or
 * collection, for anyone with the link, signed in or not. No sidebar link: a visitor arrives by
 * the link; owners make and revoke links on the shared thing's page (components/share).
 */
export const publicArea = defineArea({
  id: 'public',
  name: publicTitles.name,
  routes: ({ none }) => ({ none: publicRoutes(none) }),
});
