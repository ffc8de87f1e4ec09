// What every keyset-paged list shares: the opaque cursor clients send back, and a page cut by size.

/**
 * A keyset page's cursor as clients see it: the last row's sort values, as base64url JSON, opaque
 * to them. Each kind of page checks what comes back (the item and drink cursors), so a forged
 * cursor can only point into the same ordering.
 */
export function encodePageCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor of `length` values, or undefined when the text cannot be one. */
export function decodePageCursor(text: string, length: number, maxChars: number): unknown[] | undefined {
  if (text.length === 0 || text.length > maxChars || !/^[\w-]+$/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return Array.isArray(value) && value.length === length ? (value as unknown[]) : undefined;
}

/** The first rows whose sizes add up to at most maxChars, and always the first one (a page is never empty while rows remain). */
export function takeWithin<Row extends { chars: number }>(rows: readonly Row[], maxChars: number): Row[] {
  let total = 0;
  const taken: Row[] = [];
  for (const row of rows) {
    total += row.chars;
    if (taken.length > 0 && total > maxChars) break;
    taken.push(row);
  }
  return taken;
}
