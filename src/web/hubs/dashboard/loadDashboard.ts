import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { AreaDefinition, DashboardCardProps, HomeSectionContext } from '../../areaDefinition';
import { appTexts } from '../../i18n/texts';
import { dashboardQuery } from './queries';

/** An area's card, loaded with its texts, as the dashboard draws it. */
export interface LoadedDashboardCard {
  /** The area's id: its section of `GET /dashboard` is the one with this `area`. */
  area: string;
  Card: ComponentType<DashboardCardProps>;
  /** The area's page, where an empty day sends the user to add something. */
  link?: { path: string; label: MessageDescriptor };
}

/**
 * The dashboard card of each of `areas` (`dashboardCard` in its definition), in their order, with the area's texts and what the card shows besides its section. A card's own data
 * failing does not fail the dashboard; a card's code failing does (the route's error, with a retry).
 */
export async function loadDashboardCards(areas: readonly AreaDefinition[], context: HomeSectionContext): Promise<LoadedDashboardCard[]> {
  // Each area's card takes its own section (defineArea checks it); as one list they are told
  // apart at run time, by matching a section's `area` to the card's.
  return Promise.all(
    areas.flatMap(({ id, name, link, dashboardCard }) => {
      if (!dashboardCard) return [];
      return (async () => {
        const [module] = await Promise.all([dashboardCard(), appTexts.loadArea(id)]);
        await module.loadDashboardCard?.(context).catch(() => undefined);
        return { area: id, Card: module.default, link: link && { path: link.path, label: link.label ?? name } };
      })();
    }),
  );
}

/**
 * What `/dashboard/:date/:view?` loads before it draws: the cards and the date's sections side
 * by side. The sections failing is the screen's to show (with Try again), not the route's.
 */
export async function loadDashboard(areas: readonly AreaDefinition[], context: HomeSectionContext, date: string): Promise<LoadedDashboardCard[]> {
  const [cards] = await Promise.all([
    loadDashboardCards(areas, context),
    context.queryClient.ensureQueryData(dashboardQuery(context.api, date)).catch(() => undefined),
  ]);
  return cards;
}
