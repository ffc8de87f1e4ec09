import { MAX_PASSWORD_GROUPS, MAX_PASSWORDS } from './limits';

/** The tunable parts of the password vault; tests pass a fixed clock and lower limits. */
export interface PasswordsSettings {
  /** The clock of createdAt and updatedAt. */
  now: () => Date;
  /** How many entries one user may keep (MAX_PASSWORDS; tests lower it). */
  maxPasswords: number;
  /** How many groups one user may keep (MAX_PASSWORD_GROUPS; tests lower it). */
  maxGroups: number;
}

export function passwordsSettings(overrides: Partial<PasswordsSettings> = {}): PasswordsSettings {
  return { now: () => new Date(), maxPasswords: MAX_PASSWORDS, maxGroups: MAX_PASSWORD_GROUPS, ...overrides };
}
