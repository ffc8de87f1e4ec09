import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { recipesAfter, type RecipeRow } from '../repository/recipes';
import type { RecipesDb } from '../tables';

const BATCH = 200;

/** Milliseconds as an ISO 8601 duration (PT1H30M), as schema.org's times are written. */
export function isoDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** One recipe as a schema.org Recipe, the fields a recipe app reads; empty ones left out. */
export function recipeAsJsonLd(row: RecipeRow & { collection_name: string }): Record<string, unknown> {
  const steps = JSON.parse(row.steps) as string[];
  const recipe: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: row.name,
    recipeCategory: row.collection_name,
    recipeIngredient: JSON.parse(row.ingredients) as string[],
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    dateCreated: row.created_at,
    dateModified: row.updated_at,
  };
  if (row.servings !== null) recipe.recipeYield = String(row.servings);
  if (row.prep_time_ms !== null) recipe.prepTime = isoDuration(row.prep_time_ms);
  if (row.cook_time_ms !== null) recipe.cookTime = isoDuration(row.cook_time_ms);
  if (row.total_time_ms !== null) recipe.totalTime = isoDuration(row.total_time_ms);
  if (row.source_url !== null) recipe.url = row.source_url;
  if (row.notes !== '') recipe.description = row.notes;
  return recipe;
}

/** Every recipe of the user as one JSON-LD array, read a batch at a time with yields between. */
export async function recipesAsJsonLd(db: RecipesDb, userId: string): Promise<string> {
  const parts: string[] = [];
  let after = '';
  for (;;) {
    const rows = await recipesAfter(db, userId, after, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) parts.push(JSON.stringify(recipeAsJsonLd(row), null, 2).replace(/^/gm, '  '));
    after = rows.at(-1)!.id;
    await yieldToLoop();
  }
  return parts.length === 0 ? '[]\n' : `[\n${parts.join(',\n')}\n]\n`;
}
