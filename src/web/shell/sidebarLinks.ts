import { useRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { orderLinks } from '../../domain/sidebarLinks';
import type { AreaLink, AreaNavigation } from '../areaNavigation';
import type { IconProps } from '../components/icons';
import { bottomBarIcons } from './bottomBarIcons';

/** A sidebar link as the shell draws it: the area's link with its label settled. */
export interface SidebarLink extends AreaLink {
  label: MessageDescriptor;
  /** The id of the area it leads to (routes carry it in `staticData.area`). */
  area: string;
}

export interface BottomBarLink extends SidebarLink {
  Icon: ComponentType<IconProps>;
}

/** The links of a list of areas: the sidebar's, in its default and the user's order, and the bottom bar's. */
export interface AreaLinks {
  /** Spec §2's default sidebar links, in the areas' order. */
  defaultSidebarLinks: readonly SidebarLink[];
  /** The stable link ids, in default order. */
  sidebarLinkIds: readonly string[];
  /** The links in the user's saved order (`preferences.linkOrder`, see orderLinks). */
  orderSidebarLinks: (linkOrder?: readonly unknown[] | null) => SidebarLink[];
  /** Spec §2's bottom bar: the areas with a quick icon, in list order, each to its sidebar link's page (or its `bottomBarPath`). */
  bottomBarLinks: readonly BottomBarLink[];
}

// Derived once per list: the app has one (the router context's), and screens ask for it on every render.
const derived = new WeakMap<readonly AreaNavigation[], AreaLinks>();

/** The links of `areas` (the app's come from the router context, see `useAreaLinks`). */
export function areaLinksOf(areas: readonly AreaNavigation[]): AreaLinks {
  const known = derived.get(areas);
  if (known) return known;
  const defaultSidebarLinks: readonly SidebarLink[] = areas.flatMap((area) =>
    area.link ? [{ ...area.link, area: area.id, label: area.link.label ?? area.name }] : [],
  );
  const links: AreaLinks = {
    defaultSidebarLinks,
    sidebarLinkIds: defaultSidebarLinks.map((link) => link.id),
    orderSidebarLinks: (linkOrder) => orderLinks(defaultSidebarLinks, linkOrder),
    bottomBarLinks: areas.flatMap((area) =>
      area.bottomBarIcon && area.link
        ? [{ ...area.link, path: area.bottomBarPath ?? area.link.path, area: area.id, label: area.link.label ?? area.name, Icon: bottomBarIcons[area.bottomBarIcon] }]
        : [],
    ),
  };
  derived.set(areas, links);
  return links;
}

/** The app's links, from the areas the composition root put in the router context. */
export function useAreaLinks(): AreaLinks {
  return areaLinksOf(useRouter().options.context.areas);
}

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
