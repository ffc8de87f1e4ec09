// A recipe's lines as the edit form writes them: ingredients and steps are one per line in a text
// area, and a line starting with "## " is a section heading (contract/recipes.yaml RecipeLines).
// Times are typed in minutes and sent in milliseconds.

/** The text area's lines, trimmed, without empty ones (the server drops them too). */
export function textToLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The lines back into the text area. */
export function linesToText(lines: readonly string[]): string {
  return lines.join('\n');
}

const headingMark = /^##\s+/;

/** A section heading ("## For the sauce"): shown as a heading, never checked off or shopped. */
export function isHeadingLine(line: string): boolean {
  return headingMark.test(line.trim());
}

/** A heading line's text without its mark. */
export function headingText(line: string): string {
  return line.trim().replace(headingMark, '');
}

const minute = 60_000;

/** Minutes as typed ("20", "7,5"): null when empty, NaN when not a number of 0 or more. */
export function minutesToMs(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * minute) : Number.NaN;
}

/** A duration as the minutes field shows it ('' for none). */
export function msToMinutesText(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : String(Math.round(ms / minute));
}

/** A duration in whole minutes, for showing it (at least 1 for anything above 0). */
export function wholeMinutes(ms: number): number {
  return ms > 0 ? Math.max(1, Math.round(ms / minute)) : 0;
}

/** Servings as typed: null when empty, NaN when not a number from 1 to 1,000 (RecipeServings). */
export function servingsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 1 && value <= 1000 ? value : Number.NaN;
}
