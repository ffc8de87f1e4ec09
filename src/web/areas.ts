import { accountsArea } from './features/accounts/area';
import { collectionsArea } from './features/collections/area';
import { countersArea } from './features/counters/area';
import { deviceControlArea } from './features/deviceControl/area';
import { drinksArea } from './features/drinks/area';
import { notesArea } from './features/notes/area';
import { passwordsArea } from './features/passwords/area';
import { recipesArea } from './features/recipes/area';
import { settingsArea } from './features/settings/area';
import { settingsAuthArea } from './features/settingsAuth/area';
import { shoppingArea } from './features/shopping/area';
import { storageArea } from './features/storage/area';
import { timeArea } from './features/time/area';

/**
 * THE web list of business areas (DESIGN §7), in spec §2's default sidebar order. The composition
 * root (src/web/appAreas.ts) places the hubs (src/web/hubs) around it and hands the whole list
 * down: the route tree, the sidebar and its link-order setting, the bottom bar, Home, the
 * dashboard and the command line derive from it. A new area adds its folder under features/
 * and one entry here.
 */
export const areas = [
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
  deviceControlArea,
  accountsArea,
] as const;
