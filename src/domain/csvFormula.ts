// Every CSV and XLSX export's one rule against formula injection (OWASP's "CSV Injection"), on
// the web and on the server: a text cell a spreadsheet would run as a formula gets a leading `'`,
// so it shows as the text it is. Papa Parse's own `escapeFormulae` is not used: its test misses a
// cell whose formula has a line break after it (`.*$` without the `s` flag).

/** A cell a spreadsheet reads as a formula: it starts with = + - @, a tab or a carriage return. */
const formula = /^[=+\-@\t\r]/;

/**
 * A text cell as an export writes it: with a `'` before a would-be formula. Only texts go through
 * it; numbers are written as numbers (-5 stays -5).
 */
export function escapeFormula(cell: string): string {
  return formula.test(cell) ? `'${cell}` : cell;
}

/** A table's text cells escaped (numbers left as they are), header included, for Papa Parse's `unparse`. */
export function escapeFormulas(rows: ReadonlyArray<ReadonlyArray<string | number>>): Array<Array<string | number>> {
  return rows.map((row) => row.map((cell) => (typeof cell === 'string' ? escapeFormula(cell) : cell)));
}

/** The escape taken off again, for reading back a file our exports wrote. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && formula.test(cell.slice(1)) ? cell.slice(1) : cell;
}
