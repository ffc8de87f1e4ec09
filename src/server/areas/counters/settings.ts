/** The tunable parts of the counters area; tests pass a fixed clock or smaller pages. */
export interface CountersSettings {
  /** The clock of events, createdAt and updatedAt, and of "today" when a call does not say. */
  now: () => Date;
  /** Events per page of GET /counter-event. */
  pageSize: number;
}

export function countersSettings(overrides: Partial<CountersSettings> = {}): CountersSettings {
  return { now: () => new Date(), pageSize: 500, ...overrides };
}
