import type { RateLimit } from '../../rateLimits';
import { MAX_SHARES } from './limits';

/** The tunable parts of the share area; tests pass a fixed clock and lower limits. */
export interface ShareSettings {
  /** The clock of createdAt and of every expiry check (each public request compares with it). */
  now: () => Date;
  /** Public reads per client address (pages and images together). */
  publicLimit: RateLimit;
  /** How long a computed public view is reused (by the same clock); the link itself is checked every time. */
  viewCacheMs: number;
  /** The kept views' JSON together stays within this many characters; the oldest go first. */
  viewCacheChars: number;
  /** Items (or drinks) in one page of a shared collection (or drink collection). */
  publicPageSize: number;
  /** A page of a shared collection stops once its items' values (or drinks) pass this many characters (one at least). */
  publicPageChars: number;
  /** How many links one user may keep (MAX_SHARES; tests lower it). */
  maxShares: number;
}

export function shareSettings(overrides: Partial<ShareSettings> = {}): ShareSettings {
  return {
    now: () => new Date(),
    // Two a second on average: a page with a dozen pictures opened a few times, not a crawl.
    publicLimit: { max: 120, windowSeconds: 60 },
    viewCacheMs: 5000,
    // 32 Mi characters: a few dozen full pages of the largest collections, a thousand ordinary ones.
    viewCacheChars: 32 * 1024 * 1024,
    publicPageSize: 200,
    publicPageChars: 1024 * 1024,
    maxShares: MAX_SHARES,
    ...overrides,
  };
}
