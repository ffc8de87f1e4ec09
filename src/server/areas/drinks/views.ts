import type { Schemas } from '../../../contract/types';
import type { CollectionRow } from './repository/collections';
import type { DrinkRow } from './repository/drinks';

// Rows as the contract's shapes.

export function toCollection(row: CollectionRow, drinkCount: number): Schemas['DrinkCollection'] {
  return { _id: row.id, name: row.name, drinkCount, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** The whole drink, its private notes included: only ever answered to its owner. */
export function toDrink(row: DrinkRow): Schemas['Drink'] {
  return {
    _id: row.id,
    collectionId: row.collection_id,
    name: row.name,
    ingredients: JSON.parse(row.ingredients) as Schemas['DrinkIngredient'][],
    steps: JSON.parse(row.steps) as string[],
    glass: row.glass,
    garnish: row.garnish,
    tags: JSON.parse(row.tags) as string[],
    rating: row.rating,
    notes: row.notes,
    imageId: row.image_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What a list of many drinks ("What can I make") shows of one: small, so 2,000 stay about 200 KB. */
export function toDrinkSummary(row: DrinkRow): Schemas['DrinkSummary'] {
  return { _id: row.id, name: row.name, collectionId: row.collection_id };
}
