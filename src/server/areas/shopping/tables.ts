import type { Kysely } from 'kysely';

/**
 * The shopping area's tables as Kysely sees them (see composition.ts for the conventions: ISO text
 * times, 0/1 booleans). An item's place in its list is `position`, lowest first; gaps are fine.
 */
export interface ShoppingTables {
  shopping_list: ShoppingListTable;
  shopping_item: ShoppingItemTable;
}

export interface ShoppingListTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
}

export interface ShoppingItemTable {
  id: string;
  user_id: string;
  list_id: string;
  name: string;
  quantity: number | null;
  /** A canonical UnitId (src/domain/units/units.ts) when known, else the unit as written. */
  unit: string | null;
  note: string;
  checked: number;
  checked_at: string | null;
  position: number;
  created_at: string;
}

export type ShoppingDb = Kysely<ShoppingTables>;
