import type { RateLimit } from '../../rateLimits';
import { DEFAULT_LIFETIMES, type TokenLifetimes } from './tokens';

/** The tunable parts of accounts; tests pass shorter lifetimes or a fixed clock. */
export interface AuthSettings {
  lifetimes: TokenLifetimes;
  /** The clock for token and session times. */
  now: () => Date;
  /** Attempts (login, 2FA, extra password) per account and per client address. */
  accountLimit: RateLimit;
  addressLimit: RateLimit;
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
  // Enough for a household setting up its accounts (and for the e2e suite's 8 from one address),
  // far too few for mass account creation.
  signupLimit: { max: 10, windowSeconds: 60 * 60 },
  allowSignup: true,
};

export function authSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return { ...DEFAULT_AUTH_SETTINGS, ...overrides, lifetimes: { ...DEFAULT_LIFETIMES, ...overrides.lifetimes } };
}
