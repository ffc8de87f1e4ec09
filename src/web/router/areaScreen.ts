import { lazyRouteComponent } from '@tanstack/react-router';
import { appTexts } from '../i18n/texts';

/** What `areaScreen` marks its components with: the area whose texts they load (the route guard test reads it). */
export interface LoadsAreaTexts {
  loadsTextsOf: string;
}

/**
 * A route component that loads lazily together with its area's texts in the language in use
 * (i18n/texts.ts), so a screen's code and texts both come with its route and the screen never
 * draws before its texts are in: `component: areaScreen(area, () => import('./NotesRoute'), 'NotesRoute')`.
 * `alsoTexts` names shared parts the screen shows too (`unitTexts`, i18n/textParts.ts).
 */
export function areaScreen<Module extends Record<string, unknown>, Name extends keyof Module>(
  area: string,
  importer: () => Promise<Module>,
  exportName: Name,
  alsoTexts: readonly string[] = [],
) {
  const component = lazyRouteComponent(async () => {
    const [module] = await Promise.all([importer(), appTexts.loadArea(area), ...alsoTexts.map((part) => appTexts.loadArea(part))]);
    return module;
  }, exportName);
  return Object.assign(component, { loadsTextsOf: area } satisfies LoadsAreaTexts);
}
