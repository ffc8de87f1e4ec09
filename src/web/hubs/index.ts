import { lazy } from 'react';
import type { AreaDefinition } from '../areaDefinition';
import { appTexts } from '../i18n/texts';
import { commandLineArea } from './commandLine/area';
import { createDashboardArea } from './dashboard/area';
import { createHomeArea } from './home/area';
import { publicArea } from './public/area';

/**
 * The business areas with the hubs, the pages that gather every area, in spec §2's default
 * sidebar order: Home and the dashboard (which gather the areas' sections and cards) first, the
 * command line and the share pages (no sidebar links) last. Read by the composition root only
 * (src/web/appAreas.ts).
 */
export function withHubs<const Areas extends readonly AreaDefinition[]>(areas: Areas) {
  return [createHomeArea(areas), createDashboardArea(areas), ...areas, commandLineArea, publicArea] as const;
}

/**
 * The command line's overlay, which the shell opens over any page: it and its texts load the
 * first time it opens, so no screen carries them.
 */
export const CommandLineOverlay = lazy(() =>
  Promise.all([import('./commandLine/CommandLineOverlay'), appTexts.loadArea('commandLine')]).then(([module]) => ({
    default: module.CommandLineOverlay,
  })),
);
