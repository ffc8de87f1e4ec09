import { yieldTurn } from '../../turns';
import { MAX_COLLECTIONS, MAX_ITEMS_PER_COLLECTION } from './limits';

/** The tunable parts of the collections area; tests pass a fixed clock and small limits. */
export interface CollectionsSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
  /** The most items one collection holds (the contract says 20,000). */
  maxItems: number;
  /** How many collections one user may keep (MAX_COLLECTIONS; tests lower it). */
  maxCollections: number;
  /** Items in a page of GET /item when the caller sends no `limit`. */
  itemPageSize: number;
  /** A page of GET /item stops once its items' values pass this many characters (one item at least). */
  itemPageChars: number;
  /** Items a change of fields rewrites between two turns of the event loop. */
  rewriteBatch: number;
  /** The most unconverted values a change of fields lists in its answer (the contract says 100); all are counted. */
  reportedUnconverted: number;
  /** Waits for the event loop's next turn (between two batches of a rewrite). */
  nextTurn: () => Promise<void>;
}

export function collectionsSettings(overrides: Partial<CollectionsSettings> = {}): CollectionsSettings {
  return {
    now: () => new Date(),
    maxItems: MAX_ITEMS_PER_COLLECTION,
    maxCollections: MAX_COLLECTIONS,
    itemPageSize: 500,
    itemPageChars: 4 * 1024 * 1024,
    rewriteBatch: 250,
    reportedUnconverted: 100,
    nextTurn: yieldTurn,
    ...overrides,
  };
}
