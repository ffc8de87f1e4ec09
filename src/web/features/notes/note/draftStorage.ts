import type { DraftEntry, NoteDraft } from './noteDraft';

// Issue 10: "writing is never lost". The note page keeps its unsaved changes here from the first
// keystroke until the server confirms them, per user and note on this device, so a reload, a
// closed tab or a failed save gives them back.

const storageKey = (userId: string, noteId: string) => `lifelog.noteDraft.${userId}.${noteId}`;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isEntry(value: unknown): value is DraftEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    (entry._id === undefined || typeof entry._id === 'string') &&
    typeof entry.text === 'string' &&
    isStringArray(entry.contextIds)
  );
}

const isAnswer = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function isDraft(value: unknown): value is NoteDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.name === 'string' &&
    typeof draft.secondName === 'string' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    !Array.isArray(draft.answers) &&
    Object.values(draft.answers).every(isAnswer) &&
    Array.isArray(draft.entries) &&
    draft.entries.every(isEntry)
  );
}

/** The unsaved draft of a note on this device, or null (none, storage blocked, or not a draft). */
export function readStoredDraft(userId: string, noteId: string): NoteDraft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId, noteId)) ?? 'null');
    return isDraft(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the draft until the server has it; blocked or full storage keeps it for this page only. */
export function writeStoredDraft(userId: string, noteId: string, draft: NoteDraft): void {
  try {
    localStorage.setItem(storageKey(userId, noteId), JSON.stringify(draft));
  } catch {
    // storage blocked or full: the draft lasts as long as the page (the machine still holds it)
  }
}

export function clearStoredDraft(userId: string, noteId: string): void {
  try {
    localStorage.removeItem(storageKey(userId, noteId));
  } catch {
    // storage blocked: nothing was kept
  }
}
