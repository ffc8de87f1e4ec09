import type { RateLimit } from '../../rateLimits';
import { PARSE_TIMEOUT_MS } from './import/index';
import { MAX_RECIPE_COLLECTIONS, MAX_RECIPES } from './limits';

/** The tunable parts of the recipes area; tests pass a fixed clock and the hosts they serve pages from. */
export interface RecipesSettings {
  /** The clock of createdDateTime and updatedDateTime, and of the import limit's window. */
  now: () => Date;
  /**
   * `host:port` pairs an import may fetch even on a loopback or private address
   * (OUTBOUND_ALLOW_HOSTS, for tests and LAN users); empty refuses them all.
   */
  outboundAllowHosts: readonly string[];
  /** Imports per user: each fetches up to 5 MB from elsewhere and reads it in a worker. */
  importLimit: RateLimit;
  /** How long reading one fetched page may take before it is refused as too complex. */
  parseTimeoutMs: number;
  /** How many recipes one user may keep (MAX_RECIPES; tests lower it). */
  maxRecipes: number;
  /** How many recipe collections one user may keep (MAX_RECIPE_COLLECTIONS; tests lower it). */
  maxCollections: number;
}

export function recipesSettings(overrides: Partial<RecipesSettings> = {}): RecipesSettings {
  return {
    now: () => new Date(),
    outboundAllowHosts: [],
    // A person pasting addresses one by one stays far below; a script fetching through us does not.
    importLimit: { max: 20, windowSeconds: 60 },
    parseTimeoutMs: PARSE_TIMEOUT_MS,
    maxRecipes: MAX_RECIPES,
    maxCollections: MAX_RECIPE_COLLECTIONS,
    ...overrides,
  };
}
