import type { Kysely } from 'kysely';
import type { ImageTable } from '../images/tables';
import type { StorageGroupTable, StorageItemTable } from '../storage/tables';

/**
 * The drinks area's tables as Kysely sees them (see composition.ts for the conventions: ISO text
 * times, JSON as text), and the columns it only READS of two other areas' tables. The share area
 * reads drink_collection's and drink's columns (all but the keys); they are an agreement between
 * the areas, kept as they are.
 */
export interface DrinksTables {
  drink_collection: DrinkCollectionTable;
  drink: DrinkTable;
  /** Owned by the images area: read to check that a drink's image is the caller's own. */
  image: Readonly<Pick<ImageTable, 'id' | 'user_id'>>;
  /** Owned by the storage area: read for "What can I make" (the group must be the caller's). */
  storage_group: Readonly<Pick<StorageGroupTable, 'id' | 'user_id'>>;
  /** Owned by the storage area: read for "What can I make" (what the group holds). */
  storage_item: Readonly<Pick<StorageItemTable, 'id' | 'user_id' | 'group_id' | 'name' | 'quantity'>>;
}

export interface DrinkCollectionTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface DrinkTable {
  id: string;
  user_id: string;
  collection_id: string;
  name: string;
  /** `name` lower-cased by the server: a collection's drinks by name on both databases. */
  name_key: string;
  /** JSON: the contract's DrinkIngredient[], as written and as read. */
  ingredients: string;
  /** JSON: string[], the method. */
  steps: string;
  /** '' when none. */
  glass: string;
  /** '' when none. */
  garnish: string;
  /** JSON: string[]. */
  tags: string;
  /** 1..5, or null when not rated. */
  rating: number | null;
  /** PRIVATE to the owner: the share area never shows it. */
  notes: string;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export type DrinksDb = Kysely<DrinksTables>;
