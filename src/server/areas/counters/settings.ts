import { MAX_COUNTER_GROUPS, MAX_COUNTERS } from './limits';

/** The tunable parts of the counters area; tests pass a fixed clock, smaller pages or lower limits. */
export interface CountersSettings {
  /** The clock of events, createdAt and updatedAt, and of "today" when a call does not say. */
  now: () => Date;
  /** Events per page of GET /counter-event. */
  pageSize: number;
  /** How many groups one user may keep (MAX_COUNTER_GROUPS; tests lower it). */
  maxGroups: number;
  /** How many counters one user may keep across their groups (MAX_COUNTERS; tests lower it). */
  maxCounters: number;
}

export function countersSettings(overrides: Partial<CountersSettings> = {}): CountersSettings {
  return { now: () => new Date(), pageSize: 500, maxGroups: MAX_COUNTER_GROUPS, maxCounters: MAX_COUNTERS, ...overrides };
}
