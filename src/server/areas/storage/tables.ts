import type { Kysely } from 'kysely';

/**
 * The storage area's tables as Kysely sees them (see composition.ts for the conventions: ISO text
 * times, 0/1 booleans). The recipes area reads storage_item's columns up to `updated_at` (its
 * own read-only Pick); they are an agreement between the areas, kept as they are.
 */
export interface StorageTables {
  storage_group: StorageGroupTable;
  storage_item: StorageItemTable;
}

export interface StorageGroupTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface StorageItemTable {
  id: string;
  user_id: string;
  group_id: string;
  name: string;
  /** null: how much is not written down. */
  quantity: number | null;
  /** As written (g, dl, tbsp...); null: a count, or unmeasured. */
  unit: string | null;
  /** YYYY-MM-DD. */
  best_before: string | null;
  note: string;
  is_food: number;
  created_at: string;
  updated_at: string;
  /** `name` lower-cased by the server, for search and the by-name order on both databases. */
  name_key: string;
  /** `note` lower-cased by the server, for search. */
  note_key: string;
}

export type StorageDb = Kysely<StorageTables>;
