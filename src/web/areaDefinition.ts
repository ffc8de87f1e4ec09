import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Api } from './api/api';
import type { IconProps } from './components/icons';
import type { authLayoutRoute, extraLayoutRoute } from './router/routes/guards';
import type { rootRoute } from './router/routes/root';

/** The routes an area hangs its own under, one per value of spec §2's access column. */
export interface AreaParents {
  /** "none": reachable signed out. */
  none: typeof rootRoute;
  /** "auth": needs a signed-in user. */
  auth: typeof authLayoutRoute;
  /** "auth and extra": also needs the extra (password area) token. */
  extra: typeof extraLayoutRoute;
}

/** An area's routes, grouped by the guard they sit under. */
export type AreaRoutes = Partial<Record<keyof AreaParents, AnyRoute[]>>;

/** An area's entry in the sidebar (spec §2, "Default sidebar links"). */
export interface AreaLink {
  /**
   * Stable: users save their link order as these ids (`preferences.linkOrder`), so renaming one
   * would lose it. Not always the area id ('timeTracker' is the time area's link).
   */
  id: string;
  path: string;
  /** The link's text; the area's name when absent. */
  label?: MessageDescriptor;
  /** Spec §2: Passwords is "disabled by default", usable once the user has an extra password. */
  needsExtraPassword?: true;
}

/** Props a dashboard card will get once the dashboard is built (spec §2: "Dashboard by date"). */
export interface DashboardCardProps {
  /** YYYY-MM-DD, the dashboard's date. */
  date: string;
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
 * bar icon, its name, and room for what the dashboard will ask of it. Its command-line commands
 * are found by their place, `features/<area>/commands/index.ts` (see src/web/areaCommands.ts).
 * Each area defines its entry in its own folder (`features/<area>/area.ts`) and src/web/areas.ts
 * lists them; the route tree, the sidebar, the bottom bar and the link-order settings derive
 * from that list.
 */
export interface AreaDefinition {
  /** The area's id; routes carry it in `staticData.area`. */
  id: string;
  /** What the area is called (the not-built screen's heading, a page title). */
  name: MessageDescriptor;
  /** The area's routes, placed under the guards their access needs. */
  routes: (parents: AreaParents) => AreaRoutes;
  link?: AreaLink;
  /** Spec §2: the phone's bottom bar has quick icons for notes, time, shopping and recipes. */
  bottomBarIcon?: ComponentType<IconProps>;
  /** Not used yet: the area's card on the dashboard, loaded only there. */
  dashboardCard?: () => Promise<{ default: ComponentType<DashboardCardProps> }>;
  /** The area's section on Home (`/`): its code and texts load only there, with Home. */
  homeSection?: () => Promise<HomeSectionModule>;
}

/** Declares an area; the identity function keeps the literal types for the list. */
export function defineArea<const Area extends AreaDefinition>(area: Area): Area {
  return area;
}
