import type { Selectable } from 'kysely';
import type { ShareDb, ShareTables } from '../tables';

// Every function takes the owner's user id (from the share row) and filters by it (DESIGN §3).
// They read only the columns the public views may show.

export type PublicDrinkRow = Pick<Selectable<ShareTables['drink']>, 'name' | 'ingredients' | 'steps' | 'glass' | 'garnish' | 'tags' | 'rating' | 'image_id'>;

const DRINK_COLUMNS = ['name', 'ingredients', 'steps', 'glass', 'garnish', 'tags', 'rating', 'image_id'] as const;

export function findDrink(db: ShareDb, userId: string, drinkId: string): Promise<PublicDrinkRow | undefined> {
  return db.selectFrom('drink').select(DRINK_COLUMNS).where('user_id', '=', userId).where('id', '=', drinkId).executeTakeFirst();
}

/** A drink collection's name. */
export function findDrinkCollection(db: ShareDb, userId: string, collectionId: string): Promise<{ name: string } | undefined> {
  return db.selectFrom('drink_collection').select('name').where('user_id', '=', userId).where('id', '=', collectionId).executeTakeFirst();
}

/** Where the next drinks start: after this one, in the drinks area's order (name_key, id). */
export interface DrinkPlace {
  name_key: string;
  id: string;
}

/** The places and sizes (characters of what the public view shows of them) of up to `limit` of a drink collection's drinks after `after`. */
export async function drinkSizes(db: ShareDb, userId: string, collectionId: string, after: DrinkPlace | undefined, limit: number) {
  const query = db.selectFrom('drink').where('user_id', '=', userId).where('collection_id', '=', collectionId);
  const rows = await (after === undefined ? query : query.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(after.name_key, after.id))))
    .select((eb) => ['id', 'name_key', eb(eb(eb.fn<number>('length', ['ingredients']), '+', eb.fn<number>('length', ['steps'])), '+', eb.fn<number>('length', ['tags'])).as('chars')])
    .orderBy('name_key')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, chars: Number(row.chars) }));
}

/** These drinks of the user, in the drinks area's order (by name ignoring case, then id). */
export async function drinksById(db: ShareDb, userId: string, drinkIds: readonly string[]): Promise<PublicDrinkRow[]> {
  if (drinkIds.length === 0) return [];
  return db.selectFrom('drink').select(DRINK_COLUMNS).where('user_id', '=', userId).where('id', 'in', drinkIds).orderBy('name_key').orderBy('id').execute();
}

/** A collection's name and fields (JSON). */
export function findCollection(db: ShareDb, userId: string, collectionId: string): Promise<{ name: string; fields: string } | undefined> {
  return db.selectFrom('collection').select(['name', 'fields']).where('user_id', '=', userId).where('id', '=', collectionId).executeTakeFirst();
}

/** Where the next items start: after this one, in the collections area's order (created_at, position, id). */
export interface ItemPlace {
  created_at: string;
  position: number;
  id: string;
}

/** The places and sizes (characters of their values) of up to `limit` of a collection's items after `after`. */
export async function itemSizes(db: ShareDb, userId: string, collectionId: string, after: ItemPlace | undefined, limit: number) {
  const query = db.selectFrom('item').where('user_id', '=', userId).where('collection_id', '=', collectionId);
  const rows = await (after === undefined ? query : query.where((eb) => eb(eb.refTuple('created_at', 'position', 'id'), '>', eb.tuple(after.created_at, after.position, after.id))))
    .select((eb) => ['id', 'created_at', 'position', eb.fn<number>('length', ['values']).as('chars')])
    .orderBy('created_at')
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, chars: Number(row.chars) }));
}

/** The values (JSON) of these items of the user, in the collections area's order. */
export async function itemValues(db: ShareDb, userId: string, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db.selectFrom('item').select('values').where('user_id', '=', userId).where('id', 'in', itemIds).orderBy('created_at').orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.values);
}

export interface StoredImageSizes {
  width: number;
  height: number;
  /** The stored sizes, `original` among them (the views keep only the renditions). */
  sizes: string[];
}

/** The user's images among ids, with their stored sizes; ids that are not the user's are left out. */
export async function findImages(db: ShareDb, userId: string, imageIds: readonly string[]): Promise<Map<string, StoredImageSizes>> {
  const found = new Map<string, StoredImageSizes>();
  if (imageIds.length === 0) return found;
  const images = await db.selectFrom('image').select(['id', 'width', 'height']).where('user_id', '=', userId).where('id', 'in', imageIds).execute();
  const renditions = await db
    .selectFrom('image_rendition')
    .select(['image_id', 'size'])
    .where('user_id', '=', userId)
    .where('image_id', 'in', imageIds)
    .execute();
  for (const image of images) found.set(image.id, { width: image.width, height: image.height, sizes: [] });
  for (const rendition of renditions) found.get(rendition.image_id)?.sizes.push(rendition.size);
  return found;
}

/** One stored size of the user's image with its bytes. */
export async function findRendition(
  db: ShareDb,
  userId: string,
  imageId: string,
  size: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('image_rendition')
    .select(['content_type', 'bytes'])
    .where('user_id', '=', userId)
    .where('image_id', '=', imageId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row === undefined ? undefined : { contentType: row.content_type, bytes: row.bytes };
}
