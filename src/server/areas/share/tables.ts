import type { Kysely } from 'kysely';
import type { RateLimitTables } from '../../rateLimits';
import type { CollectionTable, ItemTable } from '../collections/tables';
import type { DrinkCollectionTable, DrinkTable } from '../drinks/tables';
import type { ImageRenditionTable, ImageTable } from '../images/tables';

/**
 * The share area's table as Kysely sees it (see composition.ts for the conventions), and the
 * columns it only READS of other areas' tables to build the public views. The Picks are the
 * whitelist's first line: a column not picked here (a drink's private `notes`) cannot be selected.
 */
export interface ShareTables {
  share: ShareTable;
  /** Owned and migrated by the accounts area: public reads count against it (src/server/rateLimits.ts). */
  rate_limit: RateLimitTables['rate_limit'];
  /** Owned by the drinks area. */
  drink_collection: Readonly<Pick<DrinkCollectionTable, 'id' | 'user_id' | 'name'>>;
  /** Owned by the drinks area; `notes` is private and deliberately not picked. */
  drink: Readonly<
    Pick<DrinkTable, 'id' | 'user_id' | 'collection_id' | 'name' | 'name_key' | 'ingredients' | 'steps' | 'glass' | 'garnish' | 'tags' | 'rating' | 'image_id'>
  >;
  /** Owned by the collections area. */
  collection: Readonly<Pick<CollectionTable, 'id' | 'user_id' | 'name' | 'fields'>>;
  /** Owned by the collections area (items in its own order: created_at, position, id). */
  item: Readonly<Pick<ItemTable, 'id' | 'user_id' | 'collection_id' | 'values' | 'created_at' | 'position'>>;
  /** Owned by the images area. */
  image: Readonly<Pick<ImageTable, 'id' | 'user_id' | 'width' | 'height'>>;
  /** Owned by the images area; only the WebP renditions are ever read (never `original`). */
  image_rendition: Readonly<Pick<ImageRenditionTable, 'image_id' | 'user_id' | 'size' | 'content_type' | 'bytes'>>;
}

export type ShareKind = 'drink' | 'drinkCollection' | 'collection';

/** One public link. The token is kept as it is: the owner's list shows the link again. */
export interface ShareTable {
  id: string;
  user_id: string;
  kind: ShareKind;
  /** The shared drink, drink collection or collection (no foreign key: it names one of three tables). */
  target_id: string;
  /** 32 random bytes, base64url; unique. */
  token: string;
  /** null: until revoked. */
  expires_at: string | null;
  created_at: string;
}

export type ShareDb = Kysely<ShareTables>;
