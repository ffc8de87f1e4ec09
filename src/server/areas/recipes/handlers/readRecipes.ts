import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { consume } from '../../../rateLimits';
import { cookableRecipes, recipesUsingFood } from '../foodMatching';
import { importRecipe } from '../import/index';
import { refusals } from '../refusals';
import { requireCollection, requireRecipe } from '../required';
import { findStorageItem, foodsInStorage } from '../repository/otherAreas';
import * as recipes from '../repository/recipes';
import type { RecipesSettings } from '../settings';
import type { RecipesTables } from '../tables';
import { toRecipe, toSummary } from '../views';

/** Autocomplete shows a short list. */
const SUGGESTION_LIMIT = 10;
/** "What can I cook?" lists the best matches, not the whole book. */
const COOKABLE_LIMIT = 50;

/** Search text as stored: lower-cased; only spaces is no search at all. */
function searchedText(text: string): string {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') throw refusals.searchTooShort();
  return trimmed;
}

/** GET /recipe: one recipe, a collection (or a search in it), suggestions, an import, a food's recipes, or what can be cooked. */
export function createReadRecipeHandlers({ db }: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  return {
    async getRecipes({ query: { recipeId, collectionId, query, suggestion, recipeUrl, foodItemId, cookFromStorage }, caller: { userId } }) {
      const cooking = cookFromStorage === true ? true : undefined;
      const ways = [recipeId, collectionId, suggestion, recipeUrl, foodItemId, cooking].filter((way) => way !== undefined).length;
      if (ways !== 1 || (query !== undefined && collectionId === undefined)) throw refusals.oneQueryAtATime();

      if (recipeId !== undefined) return toRecipe(await requireRecipe(db, userId, recipeId));
      if (collectionId !== undefined) {
        const search = query === undefined ? undefined : searchedText(query);
        await requireCollection(db, userId, collectionId);
        return (await recipes.recipesOfCollection(db, userId, collectionId, search)).map(toSummary);
      }
      if (suggestion !== undefined) {
        const rows = await recipes.suggestByName(db, userId, searchedText(suggestion), SUGGESTION_LIMIT);
        return rows.map((row) => ({ _id: row.id, name: row.name, collectionId: row.collection_id }));
      }
      if (recipeUrl !== undefined) {
        // Every import counts, read or refused: each costs a fetch and a worker's time.
        const limit = await consume(db, `recipe-import:user:${userId}`, settings.importLimit, settings.now());
        if (!limit.allowed) throw refusals.tooManyImports(limit.retryAfterSeconds);
        return importRecipe(recipeUrl, { allowHosts: settings.outboundAllowHosts, parseTimeoutMs: settings.parseTimeoutMs });
      }
      if (foodItemId !== undefined) {
        const item = await findStorageItem(db, userId, foodItemId);
        if (item === undefined) throw refusals.storageItemNotFound();
        // The food flag is what links a stored item to recipes: a candle is in no recipe.
        if (!item.isFood) return [];
        return (await recipesUsingFood(recipes.recipesWithFoods(db, userId), item.name)).map(toSummary);
      }
      const cookable = await cookableRecipes(recipes.recipesWithFoods(db, userId), await foodsInStorage(db, userId), COOKABLE_LIMIT);
      return cookable.map(({ row, matched, total, missing }) => ({ recipe: toSummary(row), matched, total, missing }));
    },
  } satisfies Partial<SecuredHandlers>;
}
