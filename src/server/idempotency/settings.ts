/** The idempotency store's tunables; tests fix the clock and shorten the waits. */
export interface IdempotencySettings {
  /** The clock for claims and their expiry. */
  now: () => Date;
  /** How long a key and its answer are kept (at least 24 h, DESIGN §8). */
  lifetimeMs: number;
  /** A larger answer is not kept: the key then answers IDEMPOTENCY_ANSWER_NOT_KEPT. */
  maxAnswerBytes: number;
  /** Keys one user may start within `lifetimeMs`, so no one grows the table without end. */
  maxKeysPerUser: number;
  /** How long a second request waits for the first with its key to finish, and how often it looks. */
  waitMs: number;
  pollMs: number;
  /**
   * A claim still running after this long was abandoned (its process died, or its answer could
   * not be written): the next request with the key takes it over instead of being refused as in
   * flight until the key expires.
   */
  abandonedAfterMs: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_IDEMPOTENCY_SETTINGS: IdempotencySettings = {
  now: () => new Date(),
  lifetimeMs: DAY_MS,
  maxAnswerBytes: 1024 * 1024,
  // An outbox of a week offline sends far fewer changes; a loop sending a new key each time stops here.
  maxKeysPerUser: 10_000,
  waitMs: 3000,
  pollMs: 50,
  // Far beyond any request (the slowest, a recipe import, gives up after 10 s).
  abandonedAfterMs: 2 * 60 * 1000,
};

export function idempotencySettings(overrides: Partial<IdempotencySettings> = {}): IdempotencySettings {
  return { ...DEFAULT_IDEMPOTENCY_SETTINGS, ...overrides };
}
