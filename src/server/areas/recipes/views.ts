import type { Schemas } from '../../../contract/types';
import type { CollectionRow } from './repository/collections';
import type { RecipeListRow, RecipeRow } from './repository/recipes';

// Rows as the contract's shapes.

export function toCollection(row: CollectionRow, recipeCount: number): Schemas['RecipeCollection'] {
  return { _id: row.id, name: row.name, createdDateTime: row.created_at, recipeCount };
}

export function toRecipe(row: RecipeRow): Schemas['Recipe'] {
  return {
    _id: row.id,
    name: row.name,
    collectionId: row.collection_id,
    steps: JSON.parse(row.steps) as string[],
    ingredients: JSON.parse(row.ingredients) as string[],
    parsedIngredients: JSON.parse(row.parsed_ingredients) as Schemas['ParsedIngredient'][],
    servings: row.servings,
    prepTimeMs: row.prep_time_ms,
    cookTimeMs: row.cook_time_ms,
    totalTimeMs: row.total_time_ms,
    sourceUrl: row.source_url,
    notes: row.notes,
    imageId: row.image_id,
    createdDateTime: row.created_at,
    updatedDateTime: row.updated_at,
  };
}

export function toSummary(row: RecipeListRow): Schemas['RecipeSummary'] {
  return {
    _id: row.id,
    name: row.name,
    collectionId: row.collection_id,
    servings: row.servings,
    totalTimeMs: row.total_time_ms,
    imageId: row.image_id,
    createdDateTime: row.created_at,
  };
}
