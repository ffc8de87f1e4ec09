// The rule every export here follows against formula injection (OWASP's "CSV Injection"): a text
// cell a spreadsheet would run as a formula gets a leading `'`, so it shows as the text it is.
// The web's CSV exports follow the same rule (src/web/components/csvFormula.ts).

/** A cell a spreadsheet reads as a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA = /^[=+\-@\t\r]/;

/** A text cell as an export writes it: with a `'` before a would-be formula. */
export function escapeFormula(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell;
}
