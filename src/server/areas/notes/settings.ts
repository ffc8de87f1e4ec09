import { MAX_NOTE_CONTEXTS, MAX_NOTES_COLLECTIONS } from './limits';

/** The tunable parts of the notes area; tests pass a fixed clock and lower limits. */
export interface NotesSettings {
  /** The clock of createdAt and updatedAt, and of a new note's default effective date (UTC). */
  now: () => Date;
  /** How many collections one user may keep (MAX_NOTES_COLLECTIONS; tests lower it). */
  maxCollections: number;
  /** How many contexts one user may keep (MAX_NOTE_CONTEXTS; tests lower it). */
  maxContexts: number;
}

export function notesSettings(overrides: Partial<NotesSettings> = {}): NotesSettings {
  return { now: () => new Date(), maxCollections: MAX_NOTES_COLLECTIONS, maxContexts: MAX_NOTE_CONTEXTS, ...overrides };
}
