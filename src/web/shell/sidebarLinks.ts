import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { orderLinks } from '../../domain/sidebarLinks';
import { areas } from '../areas';
import type { AreaDefinition, AreaLink } from '../areaDefinition';
import type { IconProps } from '../components/icons';

/** A sidebar link as the shell draws it: the area's link with its label settled. */
export interface SidebarLink extends AreaLink {
  label: MessageDescriptor;
}

export interface BottomBarLink extends SidebarLink {
  Icon: ComponentType<IconProps>;
}

const list: readonly AreaDefinition[] = areas;

/** Spec §2's default sidebar links, in the order of src/web/areas.ts. */
export const defaultSidebarLinks: readonly SidebarLink[] = list.flatMap((area) =>
  area.link ? [{ ...area.link, label: area.link.label ?? area.name }] : [],
);

/** The stable link ids, in default order. */
export const sidebarLinkIds: readonly string[] = defaultSidebarLinks.map((link) => link.id);

/** The links in the user's saved order (`preferences.linkOrder`, see orderLinks). */
export function orderSidebarLinks(linkOrder?: readonly unknown[] | null): SidebarLink[] {
  return orderLinks(defaultSidebarLinks, linkOrder);
}

/** Spec §2's bottom bar: the areas with a quick icon, in list order, each to its sidebar link's page. */
export const bottomBarLinks: readonly BottomBarLink[] = list.flatMap((area) =>
  area.bottomBarIcon && area.link ? [{ ...area.link, label: area.link.label ?? area.name, Icon: area.bottomBarIcon }] : [],
);
