import type { Kysely } from 'kysely';
import type { RateLimitTables } from '../../rateLimits';
import type { ImageTable } from '../images/tables';
import type { StorageItemTable } from '../storage/tables';

/**
 * The recipes area's tables as Kysely sees them (see composition.ts for the conventions: ISO text
 * times, 0/1 booleans, JSON as text), the columns it only READS of two other areas' tables, and
 * the rate-limit counters its imports count against.
 */
export interface RecipesTables {
  recipe_collection: RecipeCollectionTable;
  recipe: RecipeTable;
  /** Owned by the images area: read to check that a recipe's image is the caller's own. */
  image: Readonly<Pick<ImageTable, 'id' | 'user_id'>>;
  /** Owned by the storage area: read for a food item's recipes and "What can I cook?". */
  storage_item: Readonly<Pick<StorageItemTable, 'id' | 'user_id' | 'name' | 'quantity' | 'is_food'>>;
  /** Owned and migrated by the accounts area: imports count against it (src/server/rateLimits.ts). */
  rate_limit: RateLimitTables['rate_limit'];
}

export interface RecipeCollectionTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface RecipeTable {
  id: string;
  user_id: string;
  collection_id: string;
  name: string;
  /** `name` lower-cased by the server, for suggestions on both databases (PostgreSQL's LIKE minds case). */
  name_key: string;
  /** JSON: the ordered step lines. */
  steps: string;
  /** JSON: the ordered ingredient lines as written. */
  ingredients: string;
  /** JSON: ParsedIngredient[], one per ingredient, parsed when saved (reading many recipes must not re-parse). */
  parsed_ingredients: string;
  /** The name and the ingredient lines lower-cased by the server: what a search within a collection reads. */
  search_text: string;
  servings: number | null;
  prep_time_ms: number | null;
  cook_time_ms: number | null;
  total_time_ms: number | null;
  source_url: string | null;
  notes: string;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export type RecipesDb = Kysely<RecipesTables>;
