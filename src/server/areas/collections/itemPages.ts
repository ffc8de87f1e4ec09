import { cutPage, type PageRequest } from '../../keysetPages';
import { decodeItemCursor, encodeItemCursor } from './itemCursor';
import { refusals } from './refusals';
import * as items from './repository/items';
import type { CollectionsDb } from './tables';

/**
 * A page of a collection's items, oldest first, and the cursor of the next one (null after the
 * last). The sizes are read first, so no more than the page's items' values are ever loaded.
 */
export async function itemPage(db: CollectionsDb, userId: string, collectionId: string, { after, limit, maxChars }: PageRequest) {
  const start = after === undefined ? undefined : decodeItemCursor(after);
  if (after !== undefined && start === undefined) throw refusals.cursorInvalid();
  const place = start === undefined ? undefined : { created_at: start.createdAt, position: start.position, id: start.id };
  const sizes = await items.itemSizesOf(db, userId, collectionId, place, limit + 1);
  const { taken, next } = cutPage(sizes, { limit, maxChars }, (last) => encodeItemCursor({ createdAt: last.created_at, position: last.position, id: last.id }));
  const rows = await items.itemsById(
    db,
    userId,
    taken.map((row) => row.id),
  );
  return { rows, next };
}
