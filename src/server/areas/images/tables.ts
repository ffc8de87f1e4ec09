import type { Kysely } from 'kysely';

/**
 * The images area's tables as Kysely sees them (see composition.ts for the conventions). Other
 * areas may read `image` (id, user_id) to check that an image id is the caller's own; only this
 * area writes either table.
 */
export interface ImagesTables {
  image: ImageTable;
  image_rendition: ImageRenditionTable;
}

export interface ImageTable {
  id: string;
  user_id: string;
  /** Of the original, upright (after its EXIF orientation). */
  width: number;
  height: number;
  /** The media type its content was decoded as (image/jpeg...), never the upload's header. */
  original_type: string;
  original_byte_count: number;
  /** Every rendition's bytes together, the original's included. */
  stored_byte_count: number;
  created_at: string;
}

/** One stored size of an image: `original` (as uploaded) or a WebP rendition. */
export interface ImageRenditionTable {
  image_id: string;
  user_id: string;
  /** The contract's ImageSizeOrOriginal. */
  size: string;
  content_type: string;
  width: number;
  height: number;
  byte_count: number;
  /** BLOB on SQLite, bytea on PostgreSQL: a Buffer from either driver. */
  bytes: Buffer;
}

export type ImagesDb = Kysely<ImagesTables>;
