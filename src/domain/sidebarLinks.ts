/**
 * The sidebar's area links (spec §2, "Default sidebar links"). The ids are stable: users save
 * their order as a list of ids (`preferences.linkOrder`), so renaming one would lose it.
 * Labels are text and live in the web app's messages, keyed by these ids.
 */
export const sidebarLinkIds = [
  'home',
  'dashboard',
  'notes',
  'timeTracker',
  'shoppingList',
  'recipes',
  'passwords',
  'storage',
  'drinks',
  'counter',
  'collections',
  'settings',
] as const;

export type SidebarLinkId = (typeof sidebarLinkIds)[number];

export interface SidebarLink {
  id: SidebarLinkId;
  path: string;
  /**
   * Spec: Passwords is "disabled by default". It opens only once the user has an extra password,
   * because the vault behind /password-login cannot be unlocked without one.
   */
  needsExtraPassword?: true;
}

/** Spec §2's default order. */
export const defaultSidebarLinks: readonly SidebarLink[] = [
  { id: 'home', path: '/' },
  { id: 'dashboard', path: '/dashboard' },
  { id: 'notes', path: '/notes-collections' },
  { id: 'timeTracker', path: '/time-groups' },
  { id: 'shoppingList', path: '/shopping-lists' },
  { id: 'recipes', path: '/recipe-collections' },
  { id: 'passwords', path: '/password-login', needsExtraPassword: true },
  { id: 'storage', path: '/storage-groups' },
  { id: 'drinks', path: '/drink-collections' },
  { id: 'counter', path: '/counter-groups' },
  { id: 'collections', path: '/collections' },
  { id: 'settings', path: '/settings' },
];

export function isSidebarLinkId(value: unknown): value is SidebarLinkId {
  return typeof value === 'string' && (sidebarLinkIds as readonly string[]).includes(value);
}

/**
 * The links in the user's saved order (spec §2: a saved order replaces the default).
 * - Unknown ids (a link removed in a later version, a typo) are ignored, and so are repeats.
 * - Links the saved order does not mention are appended in default order. A saved order is a
 *   preference about arrangement, not a way to hide areas, and appending means an area added in
 *   a later version still appears for users who saved an order before it existed.
 */
export function orderSidebarLinks(linkOrder?: readonly unknown[] | null): SidebarLink[] {
  if (!linkOrder || linkOrder.length === 0) return [...defaultSidebarLinks];
  const byId = new Map(defaultSidebarLinks.map((link) => [link.id, link]));
  const ordered: SidebarLink[] = [];
  for (const id of linkOrder) {
    if (!isSidebarLinkId(id)) continue;
    const link = byId.get(id);
    if (!link) continue;
    ordered.push(link);
    byId.delete(id);
  }
  return [...ordered, ...byId.values()];
}
