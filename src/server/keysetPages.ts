// What every keyset-paged list shares: what a page asks for, the opaque cursor clients send
// back, and a page cut by count and size.

/** Which page of a keyset-paged list a read asks for, and how much a page holds. */
export interface PageRequest {
  /** The previous page's `next`, as the client sent it back. */
  after: string | undefined;
  limit: number;
  /** The page stops once its rows pass this many characters (one row at least). */
  maxChars: number;
}

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

/**
 * A page from the sizes of up to `limit + 1` rows after the cursor: the first `limit` rows that fit
 * in `maxChars` (one at least), and the cursor of the next page (its last row's), or null when no
 * rows remain after it.
 */
export function cutPage<Row extends { chars: number }>(sizes: readonly Row[], { limit, maxChars }: Pick<PageRequest, 'limit' | 'maxChars'>, cursorOf: (last: Row) => string) {
  const taken = takeWithin(sizes.slice(0, limit), maxChars);
  const last = taken.at(-1);
  return { taken, next: sizes.length > taken.length && last !== undefined ? cursorOf(last) : null };
}
