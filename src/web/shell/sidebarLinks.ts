import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { orderLinks } from '../../domain/sidebarLinks';
import { areas } from '../areas';
import type { AreaDefinition, AreaLink } from '../areaDefinition';
import type { IconProps } from '../components/icons';

/** A sidebar link as the shell draws it: the area's link with its label settled. */
export interface SidebarLink extends AreaLink {
  label: MessageDescriptor;
  /** The id of the area it leads to (routes carry it in `staticData.area`). */
  area: string;
}

export interface BottomBarLink extends SidebarLink {
  Icon: ComponentType<IconProps>;
}

const list: readonly AreaDefinition[] = areas;

/** Spec §2's default sidebar links, in the order of src/web/areas.ts. */
export const defaultSidebarLinks: readonly SidebarLink[] = list.flatMap((area) =>
  area.link ? [{ ...area.link, area: area.id, label: area.link.label ?? area.name }] : [],
);

/** The stable link ids, in default order. */
export const sidebarLinkIds: readonly string[] = defaultSidebarLinks.map((link) => link.id);

/** The links in the user's saved order (`preferences.linkOrder`, see orderLinks). */
export function orderSidebarLinks(linkOrder?: readonly unknown[] | null): SidebarLink[] {
  return orderLinks(defaultSidebarLinks, linkOrder);
}

/** Spec §2's bottom bar: the areas with a quick icon, in list order, each to its sidebar link's page. */
export const bottomBarLinks: readonly BottomBarLink[] = list.flatMap((area) =>
  area.bottomBarIcon && area.link ? [{ ...area.link, area: area.id, label: area.link.label ?? area.name, Icon: area.bottomBarIcon }] : [],
);

/** Where the visitor is, as the links need it: the path, and the area of the page shown (its route's `staticData.area`). */
export interface LinkPlace {
  pathname: string;
  area: string | undefined;
}

/**
 * Whether a link stands for the page shown, so it is marked `aria-current="page"`: its own path,
 * or any page of its area. The Passwords link leads to /password-login (the accounts area's door
 * to the password area) and stays marked on every password page behind it. The router still
 * marks a link on the pages under its path (/settings/auth under Settings).
 */
export function isCurrentLink(link: SidebarLink, place: LinkPlace): boolean {
  return place.pathname === link.path || (place.area !== undefined && place.area === link.area);
}
