import { accountRoutes, publicAccountRoutes } from './routes/accounts';
import { collectionsRoutes, publicCollectionsRoutes } from './routes/collections';
import { commandLineRoute } from './routes/commandLine';
import { countersRoutes } from './routes/counters';
import { dashboardRoute } from './routes/dashboard';
import { drinksRoutes, publicDrinksRoutes } from './routes/drinks';
import { authLayoutRoute, extraLayoutRoute } from './routes/guards';
import { homeRoute } from './routes/home';
import { notesRoutes } from './routes/notes';
import { passwordsRoutes } from './routes/passwords';
import { recipesRoutes } from './routes/recipes';
import { rootRoute } from './routes/root';
import { settingsRoutes } from './routes/settings';
import { shoppingRoutes } from './routes/shopping';
import { storageRoutes } from './routes/storage';
import { timeRoutes } from './routes/time';

/** Every route of spec §2, placed under the guard its access column names. */
export const routeTree = rootRoute.addChildren([
  // Access "none": reachable signed out.
  commandLineRoute,
  ...publicAccountRoutes,
  ...publicDrinksRoutes,
  ...publicCollectionsRoutes,
  // Access "auth".
  authLayoutRoute.addChildren([
    homeRoute,
    dashboardRoute,
    ...accountRoutes,
    ...settingsRoutes,
    ...notesRoutes,
    ...recipesRoutes,
    ...timeRoutes,
    ...shoppingRoutes,
    ...storageRoutes,
    ...drinksRoutes,
    ...collectionsRoutes,
    ...countersRoutes,
    // Access "auth and extra".
    extraLayoutRoute.addChildren(passwordsRoutes),
  ]),
]);
