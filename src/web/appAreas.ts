import { areas } from './areas';
import { withHubs } from './hubs';

/**
 * Every area the app serves, hubs included, in spec §2's default order (Home, Dashboard, the
 * business areas of areas.ts, then the command line and the share pages): the list the composition
 * root (appParts.ts) hands the router, which hands it on to the shell and the command line.
 */
export const appAreas = withHubs(areas);

export type AreaId = (typeof appAreas)[number]['id'];
