import type { Kysely } from 'kysely';
import type { ImageTable } from '../images/tables';

/**
 * The collections area's tables as Kysely sees them (see composition.ts for the conventions). The
 * share area reads `collection` (id, user_id, name, fields, created_at, updated_at) and `item` (id,
 * user_id, collection_id, values, created_at, updated_at): an agreement between the areas, kept as
 * it is (issue 13).
 */
export interface CollectionsTables {
  collection: CollectionTable;
  item: ItemTable;
  /** Owned by the images area: read to check that an image value is the caller's own. */
  image: Readonly<Pick<ImageTable, 'id' | 'user_id'>>;
}

export interface CollectionTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON: the contract's CollectionField[], in the user's order. */
  fields: string;
  /** JSON: the contract's CollectionView. */
  view: string;
  created_at: string;
  updated_at: string;
}

export interface ItemTable {
  id: string;
  user_id: string;
  collection_id: string;
  /** JSON: field id -> value of the field's type; a missing key is an empty field. */
  values: string;
  /** JSON: field id -> values a type change could not convert, newest first, with their old type. */
  unconverted: string;
  created_at: string;
  updated_at: string;
  /** The row's place among the items one import added at the same instant (0 otherwise). */
  position: number;
}

export type CollectionsDb = Kysely<CollectionsTables>;
