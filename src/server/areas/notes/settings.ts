/** The tunable parts of the notes area; tests pass a fixed clock. */
export interface NotesSettings {
  /** The clock of createdAt and updatedAt, and of a new note's default effective date (UTC). */
  now: () => Date;
}

export function notesSettings(overrides: Partial<NotesSettings> = {}): NotesSettings {
  return { now: () => new Date(), ...overrides };
}
