import type { ComponentType } from 'react';
import type { AreaDefinition, HomeSectionContext } from '../../areaDefinition';
import { appTexts } from '../../i18n/texts';

export interface LoadedHomeSection {
  /** The area whose section it is (also its React key). */
  area: string;
  HomeSection: ComponentType;
}

/**
 * The Home section of each of `areas` (`homeSection` in its definition), in their order, with the
 * area's texts and the section's data loaded, so Home draws once, complete. A section whose data
 * fails to load still shows (with its own error and retry); one whose code fails fails Home,
 * whose route error offers a retry.
 */
export async function loadHomeSections(areas: readonly AreaDefinition[], context: HomeSectionContext): Promise<LoadedHomeSection[]> {
  const withSections = areas.flatMap((area) => (area.homeSection ? [{ id: area.id, load: area.homeSection }] : []));
  return Promise.all(
    withSections.map(async ({ id, load }) => {
      const [module] = await Promise.all([load(), appTexts.loadArea(id)]);
      await module.loadHomeSection?.(context).catch(() => undefined);
      return { area: id, HomeSection: module.HomeSection };
    }),
  );
}
