import type { Schemas } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { cleanLines, ingredientColumns, nameColumns, searchText } from '../recipeText';
import { refusals } from '../refusals';
import { requireCollection, requireOwnImage, requireRecipe } from '../required';
import * as recipes from '../repository/recipes';
import type { RecipesSettings } from '../settings';
import type { RecipesTables } from '../tables';
import { toRecipe } from '../views';

type RecipeChange = Schemas['RecipeChange'];

function requiredName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.recipeNameRequired();
  return trimmed;
}

/**
 * Only web addresses: the client shows the source as a link, and a `javascript:` one would run.
 * The scheme is read as a browser reads it (WHATWG), so spaces or case cannot disguise it.
 */
function sourceUrlOf(url: string | null | undefined): string | null | undefined {
  if (url === undefined || url === null) return url;
  const protocol = URL.canParse(url) ? new URL(url).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') throw refusals.sourceUrlInvalid();
  return url;
}

/** The optional columns a change names, `null` clearing one; fields left out are not in the result. */
function optionalColumns(change: Omit<RecipeChange, 'recipeId'>): Partial<recipes.RecipeColumns> {
  const columns: Partial<recipes.RecipeColumns> = {
    servings: change.servings,
    prep_time_ms: change.prepTimeMs,
    cook_time_ms: change.cookTimeMs,
    total_time_ms: change.totalTimeMs,
    source_url: sourceUrlOf(change.sourceUrl),
    notes: change.notes,
    image_id: change.imageId,
    collection_id: change.collectionId,
    steps: change.steps === undefined ? undefined : JSON.stringify(cleanLines(change.steps)),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** POST, PUT and DELETE /recipe. */
export function createRecipeHandlers({ db }: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  const now = () => settings.now().toISOString();

  return {
    async createRecipe({ body, caller: { userId } }) {
      const name = requiredName(body.name);
      const ingredients = cleanLines(body.ingredients ?? []);
      const at = now();
      const id = newId();
      // Run again when the collection or image went in a concurrent request: the checks then say 404.
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, body.collectionId);
          await requireOwnImage(trx, userId, body.imageId);
          if ((await recipes.countRecipes(trx, userId)) >= settings.maxRecipes) throw refusals.tooManyRecipes(settings.maxRecipes);
          await recipes.insertRecipe(trx, userId, {
            id,
            servings: null,
            prep_time_ms: null,
            cook_time_ms: null,
            total_time_ms: null,
            source_url: null,
            notes: '',
            image_id: null,
            steps: '[]',
            ...optionalColumns(body),
            collection_id: body.collectionId,
            ...nameColumns(name),
            ...ingredientColumns(ingredients),
            search_text: searchText(name, ingredients),
            created_at: at,
            updated_at: at,
          });
          return toRecipe(await requireRecipe(trx, userId, id));
        }),
      );
    },

    async updateRecipe({ body: { recipeId, ...change }, caller: { userId } }) {
      if (Object.values(change).every((value) => value === undefined)) throw refusals.nothingToChange();
      const name = change.name === undefined ? undefined : requiredName(change.name);
      const ingredients = change.ingredients === undefined ? undefined : cleanLines(change.ingredients);
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          const current = await requireRecipe(trx, userId, recipeId);
          if (change.collectionId !== undefined) await requireCollection(trx, userId, change.collectionId);
          await requireOwnImage(trx, userId, change.imageId);
          const textChanged = name !== undefined || ingredients !== undefined;
          await recipes.updateRecipe(trx, userId, recipeId, {
            ...optionalColumns(change),
            ...(name === undefined ? {} : nameColumns(name)),
            ...(ingredients === undefined ? {} : ingredientColumns(ingredients)),
            ...(textChanged ? { search_text: searchText(name ?? current.name, ingredients ?? (JSON.parse(current.ingredients) as string[])) } : {}),
            updated_at: now(),
          });
          return toRecipe(await requireRecipe(trx, userId, recipeId));
        }),
      );
    },

    async deleteRecipe({ body: { recipeId }, caller: { userId } }) {
      if (!(await recipes.deleteRecipe(db, userId, recipeId))) throw refusals.recipeNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
