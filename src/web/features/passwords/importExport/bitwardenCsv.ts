import { unescapeFormula } from '../../../../domain/csvFormula';
import { cleanName, entryName, maxGroupName, notesWith } from './cleanName';
import type { ParsedImport, PlainEntry } from './importTypes';
import type { CsvTable } from './readCsv';

/** Bitwarden's CSV export columns (personal vault; an organization's has `collections` instead of `folder`). */
export const bitwardenCsvColumns = ['folder', 'favorite', 'type', 'name', 'notes', 'fields', 'reprompt', 'login_uri', 'login_username', 'login_password', 'login_totp'] as const;

/** Whether a CSV header is Bitwarden's (the columns a login needs, by their exact names). */
export function isBitwardenCsv(header: readonly string[]): boolean {
  return ['type', 'name', 'login_uri', 'login_username', 'login_password'].every((column) => header.includes(column));
}

/** The first of the URIs Bitwarden joins with commas (split only where the next one starts with a scheme). */
function firstUri(cell: string): string {
  return cell.split(/,(?=\s*[a-z][a-z0-9+.-]*:\/\/)/i)[0]?.trim() ?? '';
}

/** Bitwarden writes custom fields as `name: value` lines. */
function fieldLines(cell: string): Array<readonly [string, string]> {
  return cell
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.indexOf(': ');
      return at < 0 ? (['Field', line] as const) : ([line.slice(0, at), line.slice(at + 2)] as const);
    });
}

/**
 * Bitwarden's CSV export: rows of type `login` become entries in the group named after their
 * folder (or first collection); other types (`note`) are counted in `skipped`. The TOTP and custom
 * fields go into the notes. Cells that our own CSV export escaped against spreadsheet formulas
 * are read back as they were.
 */
export function parseBitwardenCsv({ rows }: CsvTable): ParsedImport {
  const entries: PlainEntry[] = [];
  let skipped = 0;
  for (const row of rows) {
    const cell = (column: string) => unescapeFormula(row[column] ?? '');
    if (cell('type').trim().toLowerCase() !== 'login') {
      skipped += 1;
      continue;
    }
    const url = firstUri(cell('login_uri'));
    const username = row.login_username ?? '';
    const name = entryName(cell('name'), url, username);
    if (!name) {
      skipped += 1;
      continue;
    }
    const folder = cleanName(row.folder !== undefined ? cell('folder') : (cell('collections').split(',')[0] ?? ''), maxGroupName);
    entries.push({
      name,
      group: folder || null,
      username,
      password: row.login_password ?? '',
      url,
      notes: notesWith(cell('notes'), [['TOTP', row.login_totp ?? ''], ...fieldLines(row.fields ?? '')]),
    });
  }
  return { format: 'bitwardenCsv', entries, skipped };
}
