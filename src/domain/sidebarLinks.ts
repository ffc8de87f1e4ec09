/**
 * The order of the sidebar's area links (spec §2: "A user-saved link order replaces the
 * default"). A link is known here only by its stable id, the one users save in
 * `preferences.linkOrder`; the links themselves are the web's (src/web/areas.ts).
 */
export interface OrderableLink {
  id: string;
}

/**
 * The links in the user's saved order.
 * - Unknown ids (a link removed in a later version, a typo) are ignored, and so are repeats.
 * - Links the saved order does not mention are appended in default order. A saved order is a
 *   preference about arrangement, not a way to hide areas, and appending means an area added in
 *   a later version still appears for users who saved an order before it existed.
 */
export function orderLinks<Link extends OrderableLink>(defaults: readonly Link[], linkOrder?: readonly unknown[] | null): Link[] {
  if (!linkOrder || linkOrder.length === 0) return [...defaults];
  const byId = new Map(defaults.map((link) => [link.id, link]));
  const ordered: Link[] = [];
  for (const id of linkOrder) {
    const link = typeof id === 'string' ? byId.get(id) : undefined;
    if (!link) continue;
    ordered.push(link);
    byId.delete(link.id);
  }
  return [...ordered, ...byId.values()];
}
