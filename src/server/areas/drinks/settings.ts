/** The tunable parts of the drinks area; tests pass a fixed clock. */
export interface DrinksSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
}

export function drinksSettings(overrides: Partial<DrinksSettings> = {}): DrinksSettings {
  return { now: () => new Date(), ...overrides };
}
