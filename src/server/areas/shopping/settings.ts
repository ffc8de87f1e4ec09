/** The tunable parts of the shopping area; tests pass a fixed clock. */
export interface ShoppingSettings {
  /** The clock of createdAt and checkedAt. */
  now: () => Date;
  /** How many lists one user may keep (MAX_LISTS; tests lower it). */
  maxLists: number;
}

export function shoppingSettings(overrides: Partial<ShoppingSettings> = {}): ShoppingSettings {
  return { now: () => new Date(), maxLists: MAX_LISTS, ...overrides };
}

/** How many shopping lists one user may keep: a household has a handful, and every list of them is read whole. */
export const MAX_LISTS = 500;

/** A list holds at most this many items (checked or not): enough for any shop, small enough to read whole. */
export const MAX_ITEMS_PER_LIST = 1000;

/** The dashboard shows this many of the default list's open items. */
export const DASHBOARD_OPEN_ITEMS = 10;
