/**
 * Where a page of a collection's items starts: the last item before it, by the items' order
 * (created_at, position, id). Sent to clients as opaque base64url text; what comes back is checked
 * to be one this scheme could have written (a forged one can only point into the same ordering).
 */
export interface ItemCursor {
  createdAt: string;
  position: number;
  id: string;
}

export function encodeItemCursor(cursor: ItemCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.position, cursor.id])).toString('base64url');
}

/** The cursor in the text, or undefined when it is not one encodeItemCursor writes. */
export function decodeItemCursor(text: string): ItemCursor | undefined {
  if (!/^[\w-]{1,200}$/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [createdAt, position, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) return undefined;
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) return undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  return { createdAt, position, id };
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[\w-]{12}$/;
