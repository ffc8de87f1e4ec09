import type { Selectable } from 'kysely';
import type { ImagesDb, ImageTable } from '../tables';
import type { ProcessedImage } from '../processImage';
import type { ImageSizeOrOriginal } from '../sizes';

// Every function takes the user id and filters by it (DESIGN §3).

export type ImageRow = Selectable<ImageTable>;

/** One stored size, with its bytes: what serving it needs. */
export interface StoredRendition {
  imageId: string;
  size: ImageSizeOrOriginal;
  contentType: string;
  bytes: Buffer;
}

/** The image row and every rendition, in one transaction (the caller's). */
export async function insertImage(trx: ImagesDb, userId: string, id: string, image: ProcessedImage, createdAt: string): Promise<void> {
  const original = image.renditions.find((rendition) => rendition.size === 'original');
  await trx
    .insertInto('image')
    .values({
      id,
      user_id: userId,
      width: image.width,
      height: image.height,
      original_type: image.originalType,
      original_byte_count: original?.bytes.length ?? 0,
      stored_byte_count: image.renditions.reduce((total, rendition) => total + rendition.bytes.length, 0),
      created_at: createdAt,
    })
    .execute();
  await trx
    .insertInto('image_rendition')
    .values(
      image.renditions.map((rendition) => ({
        image_id: id,
        user_id: userId,
        size: rendition.size,
        content_type: rendition.contentType,
        width: rendition.width,
        height: rendition.height,
        byte_count: rendition.bytes.length,
        bytes: rendition.bytes,
      })),
    )
    .execute();
}

export function findImage(db: ImagesDb, userId: string, id: string): Promise<ImageRow | undefined> {
  return db.selectFrom('image').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The sizes stored for an image (the original among them). */
export async function storedSizes(db: ImagesDb, userId: string, imageId: string): Promise<string[]> {
  const rows = await db.selectFrom('image_rendition').select('size').where('user_id', '=', userId).where('image_id', '=', imageId).execute();
  return rows.map((row) => row.size);
}

/** One size of the user's image with its bytes; undefined when the user has no such image (or size). */
export async function findRendition(db: ImagesDb, userId: string, imageId: string, size: ImageSizeOrOriginal): Promise<StoredRendition | undefined> {
  const row = await db
    .selectFrom('image_rendition')
    .select(['content_type', 'bytes'])
    .where('user_id', '=', userId)
    .where('image_id', '=', imageId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row === undefined ? undefined : { imageId, size, contentType: row.content_type, bytes: row.bytes };
}

/** The image and all its sizes; false when the user has no such image. */
export async function deleteImage(trx: ImagesDb, userId: string, id: string): Promise<boolean> {
  await trx.deleteFrom('image_rendition').where('user_id', '=', userId).where('image_id', '=', id).execute();
  const result = await trx.deleteFrom('image').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
