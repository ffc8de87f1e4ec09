import { cleanName, entryName, maxGroupName, notesWith } from './cleanName';
import type { ParsedImport, PlainEntry } from './importTypes';
import type { CsvTable } from './readCsv';

/**
 * KeePassXC's CSV export columns (Database → Export → CSV File, 2.6 and later); the columns after
 * Notes are read by name, so older exports without them, or newer ones with more, work too.
 */
export const keepassxcCsvColumns = ['Group', 'Title', 'Username', 'Password', 'URL', 'Notes', 'TOTP', 'Icon', 'Last Modified', 'Created'] as const;

/** Whether a CSV header is KeePassXC's (its first six columns, by their exact names). */
export function isKeepassxcCsv(header: readonly string[]): boolean {
  return keepassxcCsvColumns.slice(0, 6).every((column) => header.includes(column));
}

/**
 * The group of a KeePassXC path: the database's root group (the path's first part, `Root` by
 * default) is left out, so `Root/Internet/Mail` is the group `Internet/Mail` and an entry in the
 * root itself has none (it goes to the default group).
 */
function groupOf(path: string): string | null {
  const parts = path.split('/').filter((part) => part.trim() !== '');
  return cleanName(parts.slice(1).join('/'), maxGroupName) || null;
}

/**
 * KeePassXC's CSV export: every row is an entry (KeePassXC has only one kind), in the group of
 * its path. Its TOTP (an `otpauth://` URI) goes into the notes; icons and dates are not kept.
 */
export function parseKeepassxcCsv({ rows }: CsvTable): ParsedImport {
  const entries: PlainEntry[] = [];
  let skipped = 0;
  for (const row of rows) {
    const url = row.URL ?? '';
    const username = row.Username ?? '';
    const name = entryName(row.Title, url, username);
    if (!name) {
      skipped += 1;
      continue;
    }
    entries.push({
      name,
      group: groupOf(row.Group ?? ''),
      username,
      password: row.Password ?? '',
      url,
      notes: notesWith(row.Notes ?? '', [['TOTP', row.TOTP ?? '']]),
    });
  }
  return { format: 'keepassxcCsv', entries, skipped };
}
