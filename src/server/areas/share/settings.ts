import type { RateLimit } from '../../rateLimits';

/** The tunable parts of the share area; tests pass a fixed clock and a lower limit. */
export interface ShareSettings {
  /** The clock of createdAt and of every expiry check (each public request compares with it). */
  now: () => Date;
  /** Public reads per client address (pages and images together). */
  publicLimit: RateLimit;
  /** How long a computed public view is reused (by the same clock); the link itself is checked every time. */
  viewCacheMs: number;
  /** At most this many views are kept; the oldest goes first. */
  viewCacheSize: number;
}

export function shareSettings(overrides: Partial<ShareSettings> = {}): ShareSettings {
  return {
    now: () => new Date(),
    // Two a second on average: a page with a dozen pictures opened a few times, not a crawl.
    publicLimit: { max: 120, windowSeconds: 60 },
    viewCacheMs: 5000,
    viewCacheSize: 200,
    ...overrides,
  };
}
