/** The tunable parts of the shopping area; tests pass a fixed clock. */
export interface ShoppingSettings {
  /** The clock of createdAt and checkedAt. */
  now: () => Date;
}

export function shoppingSettings(overrides: Partial<ShoppingSettings> = {}): ShoppingSettings {
  return { now: () => new Date(), ...overrides };
}

/** A list holds at most this many items (checked or not): enough for any shop, small enough to read whole. */
export const MAX_ITEMS_PER_LIST = 1000;

/** The dashboard shows this many of the default list's open items. */
export const DASHBOARD_OPEN_ITEMS = 10;
