import type { ZipFailure } from '../../../archives/readZip';
import { ApiError, badRequest } from '../../../errors';

/** What POST /note-import accepts: far more than a real vault's notes, small enough to unpack in memory. */
export const noteImportLimits = {
  maxZipBytes: 10 * 1024 * 1024,
  maxEntries: 5000,
  /** A note holds 100,000 characters, at most 4 bytes each; past this a file is refused, not read. */
  maxEntryBytes: 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
};

const MIB = 1024 * 1024;

/** POST /note-import's refusals (NotesErrorCode NOTE_IMPORT_*). */
export const importRefusals = {
  tooLarge: () => new ApiError(413, 'NOTE_IMPORT_TOO_LARGE', `The zip is larger than ${noteImportLimits.maxZipBytes / MIB} MiB: import it in parts, folder by folder`),
  empty: () => badRequest('The zip holds no Markdown note to import (see the preview for what was skipped and why)', 'NOTE_IMPORT_EMPTY'),
  invalidTimeZone: () => badRequest('timeZone must be an IANA time zone name, e.g. Europe/Stockholm', 'INVALID_TIME_ZONE'),
} satisfies Record<string, (...args: never[]) => ApiError>;

/** A zip the reader refused, as the refusal a person can act on. */
export function zipRefusal(failure: ZipFailure): ApiError {
  switch (failure.kind) {
    case 'notZip':
      return badRequest('The file is not a zip: choose a .zip export, or a folder', 'NOTE_IMPORT_NOT_A_ZIP');
    case 'unreadable':
      return new ApiError(422, 'NOTE_IMPORT_UNREADABLE', 'The zip is damaged and cannot be read: export it again');
    case 'tooManyEntries':
      return new ApiError(413, 'NOTE_IMPORT_TOO_MANY_FILES', `The zip holds more than ${noteImportLimits.maxEntries.toLocaleString('en')} files: import it in parts`);
    case 'unsafePath':
      return badRequest(`The zip holds a file outside its own folders (${failure.path.slice(0, 200)}): it cannot be imported`, 'NOTE_IMPORT_UNSAFE_PATH');
    case 'entryTooLarge':
      return new ApiError(
        413,
        'NOTE_IMPORT_FILE_TOO_LARGE',
        `${failure.path.slice(0, 200)} unpacks to more than ${noteImportLimits.maxEntryBytes / MIB} MiB, more than a note holds: leave it out or split it`,
      );
    case 'totalTooLarge':
      return new ApiError(413, 'NOTE_IMPORT_UNPACKS_TOO_LARGE', `The notes unpack to more than ${noteImportLimits.maxTotalBytes / MIB} MiB: import them in parts`);
  }
}
