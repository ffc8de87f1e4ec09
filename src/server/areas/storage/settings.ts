/** The tunable parts of the storage area; tests pass a fixed clock. */
export interface StorageSettings {
  /** The clock of createdAt and updatedAt, and of "today" (UTC) when a call does not say. */
  now: () => Date;
}

export function storageSettings(overrides: Partial<StorageSettings> = {}): StorageSettings {
  return { now: () => new Date(), ...overrides };
}
