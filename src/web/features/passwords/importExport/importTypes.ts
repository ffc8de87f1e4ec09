/** One entry read from a file, in plaintext, before it is sealed with the vault key. */
export interface PlainEntry {
  /** Trimmed, 1–200 characters (cleanName). */
  name: string;
  /** The group it goes into, by name; `null` puts it into the default group (`defaultGroupName`). */
  group: string | null;
  username: string;
  password: string;
  url: string;
  notes: string;
}

export type ImportFormat = 'bitwardenJson' | 'bitwardenCsv' | 'keepassxcCsv' | 'lifelogVault';

/** What a parser read from a file: the logins, and how many items it left out (cards, notes...). */
export interface ParsedImport {
  format: ImportFormat;
  entries: PlainEntry[];
  skipped: number;
}

/**
 * Why a file cannot be imported; each reason has a message (messages.ts `importRefusalMessages`).
 * `detail` names what the message needs (an entry's name, a count).
 */
export type ImportRefusal =
  | 'unknownFormat'
  | 'encryptedBitwarden'
  | 'emptyFile'
  | 'fileTooLarge'
  | 'noEntries'
  | 'tooManyEntries'
  | 'tooManyGroups'
  | 'entryTooLarge'
  | 'badVaultFile'
  | 'tamperedVaultFile'
  | 'wrongPassword';

export class ImportRefusedError extends Error {
  constructor(
    readonly reason: ImportRefusal,
    readonly detail?: string | number,
  ) {
    super(`import refused: ${reason}${detail === undefined ? '' : ` (${String(detail)})`}`);
    this.name = 'ImportRefusedError';
  }
}

/** Where entries without a folder or group go. A group name is data, so it is not translated. */
export const defaultGroupName = 'Imported';

/** The server's limits for one import (contract: POST /password-import). */
export const importLimits = { entries: 5000, groups: 500 } as const;

/**
 * The largest file read: far above 5,000 entries with long notes (a few MB), low enough that a
 * wrong choice (a video, a disk image) is refused before the tab reads it into memory.
 */
export const maxImportFileBytes = 50 * 1024 * 1024;
