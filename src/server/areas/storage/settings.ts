import { MAX_STORAGE_GROUPS, MAX_STORAGE_ITEMS } from './limits';

/** The tunable parts of the storage area; tests pass a fixed clock. */
export interface StorageSettings {
  /** The clock of createdAt and updatedAt, and of "today" (UTC) when a call does not say. */
  now: () => Date;
  /** How many items one user may store across their groups (MAX_STORAGE_ITEMS; tests lower it). */
  maxItems: number;
  /** How many groups one user may keep (MAX_STORAGE_GROUPS; tests lower it). */
  maxGroups: number;
}

export function storageSettings(overrides: Partial<StorageSettings> = {}): StorageSettings {
  return { now: () => new Date(), maxItems: MAX_STORAGE_ITEMS, maxGroups: MAX_STORAGE_GROUPS, ...overrides };
}
