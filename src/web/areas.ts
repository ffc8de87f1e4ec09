import { accountsArea } from './features/accounts/area';
import { collectionsArea } from './features/collections/area';
import { commandLineArea } from './hubs/commandLine/area';
import { countersArea } from './features/counters/area';
import { dashboardArea } from './hubs/dashboard/area';
import { drinksArea } from './features/drinks/area';
import { homeArea } from './hubs/home/area';
import { notesArea } from './features/notes/area';
import { passwordsArea } from './features/passwords/area';
import { publicArea } from './hubs/public/area';
import { recipesArea } from './features/recipes/area';
import { settingsArea } from './features/settings/area';
import { settingsAuthArea } from './features/settingsAuth/area';
import { shoppingArea } from './features/shopping/area';
import { storageArea } from './features/storage/area';
import { timeArea } from './features/time/area';

/**
 * THE web list of areas (DESIGN §7). The route tree, the sidebar and its link-order setting and
 * the bottom bar derive from it; their order is this order (spec §2's default sidebar order).
 * A new area adds its folder under features/ and one entry here.
 */
export const areas = [
  homeArea,
  dashboardArea,
  notesArea,
  timeArea,
  shoppingArea,
  recipesArea,
  passwordsArea,
  storageArea,
  drinksArea,
  countersArea,
  collectionsArea,
  settingsArea,
  settingsAuthArea,
  accountsArea,
  commandLineArea,
  publicArea,
] as const;

export type AreaId = (typeof areas)[number]['id'];
