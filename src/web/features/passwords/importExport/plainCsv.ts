import Papa from 'papaparse';
import { escapeFormula } from '../../../../domain/csvFormula';
import { bitwardenCsvColumns } from './bitwardenCsv';

export interface OpenedEntry {
  name: string;
  groupName: string;
  username: string;
  password: string;
  url: string;
  notes: string;
}

/**
 * The vault in plaintext as Bitwarden's CSV export (its columns, `type` login, RFC 4180 by Papa
 * Parse's `unparse`), so Bitwarden and the password managers that read its format import it.
 * The descriptive cells (folder, name, notes, URL) are escaped against spreadsheet formulas as
 * every export's are; the username and password are written exactly, since a leading `'`
 * would change the secret itself (a generated password may well start with `-` or `=`).
 */
export function bitwardenCsvOf(entries: readonly OpenedEntry[]): string {
  const rows = entries.map((entry) => ({
    folder: escapeFormula(entry.groupName),
    favorite: '',
    type: 'login',
    name: escapeFormula(entry.name),
    notes: escapeFormula(entry.notes),
    fields: '',
    reprompt: '0',
    login_uri: escapeFormula(entry.url),
    login_username: entry.username,
    login_password: entry.password,
    login_totp: '',
  }));
  return Papa.unparse({ fields: bitwardenCsvColumns.map(escapeFormula), data: rows.map((row) => bitwardenCsvColumns.map((column) => row[column])) }, { newline: '\r\n' });
}
