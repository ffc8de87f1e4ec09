/** The tunable parts of the password vault; tests pass a fixed clock. */
export interface PasswordsSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
}

export function passwordsSettings(overrides: Partial<PasswordsSettings> = {}): PasswordsSettings {
  return { now: () => new Date(), ...overrides };
}
