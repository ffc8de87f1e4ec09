import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type { Schemas } from '../contract/types';
import type { Api } from './api/api';
import type { AreaNavigation } from './areaNavigation';
import type { GuardRoutes } from './router/routes/guards';
import type { AppRootRoute } from './router/routes/root';

/** The routes an area hangs its own under, one per value of spec §2's access column. */
export interface AreaParents {
  /** "none": reachable signed out. */
  none: AppRootRoute;
  /** "auth": needs a signed-in user. */
  auth: GuardRoutes['auth'];
  /** "auth and extra": also needs the extra (password area) token. */
  extra: GuardRoutes['extra'];
}

/** An area's routes, grouped by the guard they sit under. */
export type AreaRoutes = Partial<Record<keyof AreaParents, AnyRoute[]>>;

/** One area's part of `GET /dashboard` (contract/dashboard.yaml), told apart by its `area`. */
export type DashboardSection = Schemas['DashboardSection'];

/**
 * The section an area's card gets: the one whose `area` is the area's id. For the wide `string`
 * it is `never`, so a list of every area (`AreaDefinition[]`) holds cards of any area.
 */
export type DashboardSectionOf<Id extends string> = string extends Id ? never : Extract<DashboardSection, { area: Id }>;

/**
 * What the dashboard (`/dashboard/:date?/:view?`, spec §2 "Dashboard by date") gives an area's
 * card, whose section is `Section`. The dashboard draws the card only when `GET /dashboard`
 * answered a section of its area for the date (an area with nothing that day has no section),
 * under the date's h1, so the card's headings start at h2.
 */
export interface DashboardCardInput<Section> {
  /** YYYY-MM-DD, the dashboard's date: a day in the user's time zone. */
  date: string;
  /** The date written out in the user's language ("Monday, November 23"), for the card's labels. */
  dateText: string;
  /** The area's section for that date. */
  section: Section;
  /** 'summary' shows a few items (and `viewAll` when some are left out); 'all' shows every item. */
  view: 'summary' | 'all';
  /** The dashboard's 'View all' link to `/dashboard/:date/all` (spec §2), for a summary that leaves items out. */
  viewAll: ReactNode;
}

/**
 * The props of area `Id`'s dashboard card: `DashboardCardProps<'notes'>` gets the notes section.
 * (Generic in the section rather than the id: TypeScript would compare two cards' props by the
 * id's measured variance, which does not see through `DashboardSectionOf`.)
 */
export type DashboardCardProps<Id extends string = string> = DashboardCardInput<DashboardSectionOf<Id>>;

/** What an area's `dashboardCard` loads: the card, and what it shows besides its section. */
export interface DashboardCardModule<Id extends string = string> {
  default: ComponentType<DashboardCardInput<DashboardSectionOf<Id>>>;
  /**
   * Loads what the card shows besides its section (`ensureQueryData`), with the dashboard's
   * data; a failure here does not fail the dashboard (the card does without, or says so).
   */
  loadDashboardCard?: (context: HomeSectionContext) => Promise<unknown>;
}

/** What a Home section's `load` gets: the signed-in routes' query cache and typed hooks. */
export interface HomeSectionContext {
  queryClient: QueryClient;
  api: Api;
}

/** An area's part of Home (`/`), loaded only there. */
export interface HomeSectionModule {
  /** The section; it renders inside Home's page, under the page heading (so its headings are h2). */
  HomeSection: ComponentType;
  /**
   * Loads what the section shows before Home renders (`ensureQueryData`); a failure here does
   * not fail Home: the section shows its own error with a retry.
   */
  loadHomeSection?: (context: HomeSectionContext) => Promise<unknown>;
}

/**
 * One area of the app as the web knows it (DESIGN §7): its routes, its sidebar link and bottom
 * bar icon, its name (areaNavigation.ts), its dashboard card and its Home section. Its
 * command-line commands are found by their place, `features/<area>/commands/index.ts` (see
 * src/web/areaCommands.ts). Each area defines its entry in its own folder
 * (`features/<area>/area.ts`) and src/web/areas.ts lists them; the composition root
 * (src/web/appAreas.ts) places the hubs around them and hands the list down, from which the route
 * tree, the sidebar, the bottom bar and the link-order settings derive.
 */
export interface AreaDefinition<Id extends string = string> extends AreaNavigation<Id> {
  /** The area's routes, placed under the guards their access needs. */
  routes: (parents: AreaParents) => AreaRoutes;
  /**
   * The area's card on the dashboard (`DashboardCardProps`): its code and the area's texts load
   * only there. An area with a card has a section in contract/dashboard.yaml with `area` = its id.
   */
  dashboardCard?: () => Promise<DashboardCardModule<Id>>;
  /** The area's section on Home (`/`): its code and texts load only there, with Home. */
  homeSection?: () => Promise<HomeSectionModule>;
}

/**
 * Declares an area; the identity function keeps the literal types for the list, and checks that
 * its dashboard card takes the section of its own id.
 */
export function defineArea<const Area extends AreaDefinition>(area: Area & AreaDefinition<Area['id']>): Area {
  return area;
}
