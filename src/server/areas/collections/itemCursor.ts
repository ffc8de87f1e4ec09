import { decodePageCursor, encodePageCursor } from '../../keysetPages';

/**
 * Where a page of a collection's items starts: the last item before it, by the items' order
 * (created_at, position, id). Sent to clients as opaque text (keysetPages.ts); what comes back is
 * checked to be one this scheme could have written (a forged one can only point into the same ordering).
 */
export interface ItemCursor {
  createdAt: string;
  position: number;
  id: string;
}

export function encodeItemCursor(cursor: ItemCursor): string {
  return encodePageCursor([cursor.createdAt, cursor.position, cursor.id]);
}

/** The cursor in the text, or undefined when it is not one encodeItemCursor writes. */
export function decodeItemCursor(text: string): ItemCursor | undefined {
  const value = decodePageCursor(text, 3, 200);
  if (value === undefined) return undefined;
  const [createdAt, position, id] = value;
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) return undefined;
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) return undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  return { createdAt, position, id };
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[\w-]{12}$/;
