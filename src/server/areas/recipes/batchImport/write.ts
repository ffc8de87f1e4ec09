import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { newId } from '../../../ids';
import { ingredientColumns, nameColumns, searchText } from '../recipeText';
import * as recipes from '../repository/recipes';
import type { RecipesDb } from '../tables';
import type { PlannedRecipe } from './plan';

type RecipeRow = Omit<recipes.RecipeRow, 'user_id'>;

/** Recipes whose ingredients are parsed between two yields to the event loop. */
const PARSE_SLICE = 50;

/**
 * The planned recipes as rows, ingredients parsed, a slice at a time with yields between: 2,000
 * recipes of many lines would otherwise hold the event loop. Done before the transaction, so it
 * stays short.
 */
export async function rowsOf(planned: readonly PlannedRecipe[], collectionId: string, at: string): Promise<RecipeRow[]> {
  const rows: RecipeRow[] = [];
  for (let start = 0; start < planned.length; start += PARSE_SLICE) {
    for (const recipe of planned.slice(start, start + PARSE_SLICE)) {
      rows.push({
        id: newId(),
        collection_id: collectionId,
        ...nameColumns(recipe.name),
        ...ingredientColumns(recipe.ingredients),
        search_text: searchText(recipe.name, recipe.ingredients),
        steps: JSON.stringify(recipe.steps),
        servings: recipe.servings ?? null,
        prep_time_ms: recipe.prepTimeMs ?? null,
        cook_time_ms: recipe.cookTimeMs ?? null,
        total_time_ms: recipe.totalTimeMs ?? null,
        source_url: recipe.sourceUrl ?? null,
        notes: recipe.notes ?? '',
        image_id: null,
        created_at: at,
        updated_at: at,
      });
    }
    await yieldToLoop();
  }
  return rows;
}

/** Rows per INSERT: 20 columns each stays far below both databases' limit of bound values. */
const INSERT_BATCH = 100;

/** Writes the rows inside the caller's transaction. */
export async function insertAll(trx: RecipesDb, userId: string, rows: readonly RecipeRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await recipes.insertRecipes(trx, userId, rows.slice(start, start + INSERT_BATCH));
}
