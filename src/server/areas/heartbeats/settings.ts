import { MAX_HEARTBEATS } from './limits';

/** The tunable parts of heartbeats; tests pass a clock they move and lower limits. */
export interface HeartbeatSettings {
  /** The clock heartbeats are stamped with and timeouts are measured by. */
  now: () => Date;
  /** Heartbeats a definition may send at once before the sustained rate applies. */
  burst: number;
  /** The sustained rate: one heartbeat per this many seconds (the bucket refills by one). */
  refillSeconds: number;
  /** How many definitions one user may keep (MAX_HEARTBEATS; tests lower it). */
  maxHeartbeats: number;
}

export const DEFAULT_HEARTBEAT_SETTINGS: HeartbeatSettings = {
  now: () => new Date(),
  // A shell loop or cron sends one a minute, an editor one every minute or two; 20 at once covers
  // several windows starting together, and one per 5 s sustained is far above any honest sender.
  burst: 20,
  refillSeconds: 5,
  maxHeartbeats: MAX_HEARTBEATS,
};

/** The default timeout: 15 minutes (issue 8), as WakaTime counts a pause. */
export const DEFAULT_TIMEOUT_SECONDS = 15 * 60;

/** How often the server looks for stamps whose heartbeats stopped (also the first look after a start). */
export const SWEEP_EVERY_MS = 5000;

export function heartbeatSettings(overrides: Partial<HeartbeatSettings> = {}): HeartbeatSettings {
  return { ...DEFAULT_HEARTBEAT_SETTINGS, ...overrides };
}
