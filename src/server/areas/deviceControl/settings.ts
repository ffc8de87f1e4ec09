import type { RateLimit } from '../../rateLimits';
import { MAX_DEVICES } from './limits';

/** The tunable parts of device control; tests pass a clock they move and lower limits. */
export interface DeviceControlSettings {
  /** The clock decisions are made by and contacts are recorded with. */
  now: () => Date;
  /** Questions per device, and per client address, in a window (the app's shared limiter). */
  decisionLimit: RateLimit;
  /** A device still asking this long after it was told to shut down is shown as still on. */
  stillOnAfterMs: number;
  /** How many devices one user may keep (MAX_DEVICES; tests lower it). */
  maxDevices: number;
}

export function deviceControlSettings(overrides: Partial<DeviceControlSettings> = {}): DeviceControlSettings {
  return {
    now: () => new Date(),
    // An agent asks once a minute; 60 a minute leaves room for a few agents behind one address.
    decisionLimit: { max: 60, windowSeconds: 60 },
    stillOnAfterMs: 60_000,
    maxDevices: MAX_DEVICES,
    ...overrides,
  };
}
