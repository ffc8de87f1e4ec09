import { MAX_DRINK_COLLECTIONS, MAX_DRINKS } from './limits';

/** The tunable parts of the drinks area; tests pass a fixed clock. */
export interface DrinksSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
  /** How many drinks one user may keep (MAX_DRINKS; tests lower it). */
  maxDrinks: number;
  /** How many drink collections one user may keep (MAX_DRINK_COLLECTIONS; tests lower it). */
  maxCollections: number;
  /** Drinks in a page of GET /drink?collectionId= when the caller sends no `limit`. */
  drinkPageSize: number;
  /** A page of a collection's drinks stops once they pass this many characters (one drink at least). */
  drinkPageChars: number;
}

export function drinksSettings(overrides: Partial<DrinksSettings> = {}): DrinksSettings {
  // 200 drinks of 50 ingredients are about 1 MB; a page of long methods and notes stops at 1 MiB.
  return { now: () => new Date(), maxDrinks: MAX_DRINKS, maxCollections: MAX_DRINK_COLLECTIONS, drinkPageSize: 200, drinkPageChars: 1024 * 1024, ...overrides };
}
