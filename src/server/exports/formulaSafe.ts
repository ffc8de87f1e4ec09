/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text that a spreadsheet shows as text: one that would start a formula gets a leading
 * `'`, which Excel, LibreOffice and Google Sheets read as "this is text" and do not show.
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
