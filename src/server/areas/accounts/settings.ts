import type { RateLimit } from '../../rateLimits';
import { DEFAULT_LIFETIMES, type TokenLifetimes } from './tokens';

/** The tunable parts of accounts; tests pass shorter lifetimes or a fixed clock. */
export interface AuthSettings {
  lifetimes: TokenLifetimes;
  /** The clock for token and session times. */
  now: () => Date;
  /** Failed attempts (login, 2FA) per account, and per client address (those and the extra password). */
  accountLimit: RateLimit;
  addressLimit: RateLimit;
  /** Failed extra-password guesses per login (main session): the guesser's own budget. */
  extraPasswordSessionLimit: RateLimit;
  /** Failed extra-password guesses per user over all their logins: a ceiling far above one login's. */
  extraPasswordUserLimit: RateLimit;
  /** Sign-ups per client address, successful or not. */
  signupLimit: RateLimit;
  /** ALLOW_SIGNUP: false → only the very first account can be created. */
  allowSignup: boolean;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  lifetimes: DEFAULT_LIFETIMES,
  now: () => new Date(),
  // 5 failures per account in 15 minutes stops guessing but not a user who mistypes a few times;
  // an address gets more, since several people may share one (a household behind one NAT).
  accountLimit: { max: 5, windowSeconds: 15 * 60 },
  addressLimit: { max: 20, windowSeconds: 15 * 60 },
  // The extra password locks the login that guesses, not the owner: 5 per login as above, and a
  // ceiling per user only reachable through many logins (each needs the account password).
  extraPasswordSessionLimit: { max: 5, windowSeconds: 15 * 60 },
  extraPasswordUserLimit: { max: 50, windowSeconds: 24 * 60 * 60 },
  // Enough for a household setting up its accounts (and for the e2e suite's 8 from one address),
  // far too few for mass account creation.
  signupLimit: { max: 10, windowSeconds: 60 * 60 },
  allowSignup: true,
};

export function authSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return { ...DEFAULT_AUTH_SETTINGS, ...overrides, lifetimes: { ...DEFAULT_LIFETIMES, ...overrides.lifetimes } };
}
