/** The tunable parts of the time tracker; tests pass a fixed clock or smaller pages. */
export interface TimeSettings {
  /** The clock active stamps count up to, and new stamps start at. */
  now: () => Date;
  /** Stamps per page of GET /time-stamp?subGroupId. */
  pageSize: number;
}

export const DEFAULT_TIME_SETTINGS: TimeSettings = {
  now: () => new Date(),
  pageSize: 50,
};

export function timeSettings(overrides: Partial<TimeSettings> = {}): TimeSettings {
  return { ...DEFAULT_TIME_SETTINGS, ...overrides };
}
