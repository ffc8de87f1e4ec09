import { MAX_DRINKS } from './limits';

/** The tunable parts of the drinks area; tests pass a fixed clock. */
export interface DrinksSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
  /** How many drinks one user may keep (MAX_DRINKS; tests lower it). */
  maxDrinks: number;
}

export function drinksSettings(overrides: Partial<DrinksSettings> = {}): DrinksSettings {
  return { now: () => new Date(), maxDrinks: MAX_DRINKS, ...overrides };
}
