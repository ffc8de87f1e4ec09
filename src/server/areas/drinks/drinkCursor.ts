import { decodePageCursor, encodePageCursor } from '../../keysetPages';

/**
 * Where a page of a collection's drinks starts: the last drink before it, by the drinks' order
 * (name_key, id). Opaque to clients (keysetPages.ts); it holds a name, so it may be long (the
 * contract allows 2,000 characters: 200 characters of a name escaped in JSON, as base64url).
 */
export interface DrinkCursor {
  nameKey: string;
  id: string;
}

export function encodeDrinkCursor(cursor: DrinkCursor): string {
  return encodePageCursor([cursor.nameKey, cursor.id]);
}

/** The cursor in the text, or undefined when it is not one encodeDrinkCursor writes. */
export function decodeDrinkCursor(text: string): DrinkCursor | undefined {
  const value = decodePageCursor(text, 2, 2000);
  if (value === undefined) return undefined;
  const [nameKey, id] = value;
  if (typeof nameKey !== 'string' || nameKey.length > 1000) return undefined;
  if (typeof id !== 'string' || !/^[\w-]{12}$/.test(id)) return undefined;
  return { nameKey, id };
}
