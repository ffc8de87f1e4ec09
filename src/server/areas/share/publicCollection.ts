import type { Schemas } from '../../../contract/types';
import { cutPage, type PageRequest } from '../../keysetPages';
import { decodeItemCursor, encodeItemCursor } from '../collections/index';
import type { ShareRow } from './repository/links';
import * as reads from './repository/publicReads';
import { imagesFor } from './publicImages';
import type { BuiltView } from './builtView';
import { asObject, parseArray, parseObject, scalar, type PublicValue } from './publicJson';
import { refusals } from './refusals';
import type { ShareDb } from './tables';

/** Where a page starts, or the refusal of a cursor this server did not give. */
export function requirePlace(after: string | undefined): reads.ItemPlace | undefined {
  if (after === undefined) return undefined;
  const cursor = decodeItemCursor(after);
  if (cursor === undefined) throw refusals.cursorInvalid();
  return { created_at: cursor.createdAt, position: cursor.position, id: cursor.id };
}

/**
 * A shared collection's fields and one page of its items, with the next page's cursor: field by
 * field from the whitelist; undefined when the collection is gone. Only the page's values are read.
 */
export async function buildPublicCollection(db: ShareDb, share: ShareRow, page: PageRequest): Promise<BuiltView | undefined> {
  const owner = share.user_id;
  const collection = await reads.findCollection(db, owner, share.target_id);
  if (collection === undefined) return undefined;
  const sizes = await reads.itemSizes(db, owner, share.target_id, requirePlace(page.after), page.limit + 1);
  const { taken, next } = cutPage(sizes, page, (last) => encodeItemCursor({ createdAt: last.created_at, position: last.position, id: last.id }));
  const valuesOfItems = (
    await reads.itemValues(
      db,
      owner,
      taken.map((row) => row.id),
    )
  ).map(parseObject);

  const fields = parseArray(collection.fields).flatMap(toPublicField);
  const imageFields = new Set(fields.filter((field) => field.type === 'image').map((field) => field.id));
  const imageIds = valuesOfItems.flatMap((values) => [...imageFields].map((fieldId) => values[fieldId]));
  const images = await imagesFor(db, share, imageIds, page.after);
  const items = valuesOfItems.map((values) => {
    const shown: Record<string, PublicValue> = {};
    for (const field of fields) {
      const value = imageFields.has(field.id) ? images.views.get(String(values[field.id])) : scalar(values[field.id]);
      if (value !== undefined) shown[field.id] = value;
    }
    return { values: shown };
  });
  return { view: { name: collection.name, fields, items, next }, imageIds: images.ids };
}

function toPublicField(value: unknown): Schemas['PublicCollectionField'][] {
  const field = asObject(value);
  if (typeof field.id !== 'string' || typeof field.name !== 'string' || typeof field.type !== 'string') return [];
  const type = field.type as Schemas['PublicCollectionField']['type'];
  return [{ id: field.id, name: field.name, type, ...(Array.isArray(field.choices) ? { choices: field.choices.map(String) } : {}) }];
}
