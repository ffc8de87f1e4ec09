/** The tunable parts of the collections area; tests pass a fixed clock. */
export interface CollectionsSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
}

export function collectionsSettings(overrides: Partial<CollectionsSettings> = {}): CollectionsSettings {
  return { now: () => new Date(), ...overrides };
}
