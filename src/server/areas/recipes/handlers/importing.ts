import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import type { SecuredHandlers } from '../../../handlers';
import { batchImportRefusals } from '../batchImport/limits';
import { planImport } from '../batchImport/plan';
import { readFiles } from '../batchImport/readFiles';
import { insertAll, rowsOf } from '../batchImport/write';
import { refusals } from '../refusals';
import { requireCollection } from '../required';
import * as recipes from '../repository/recipes';
import type { RecipesSettings } from '../settings';
import type { RecipesTables } from '../tables';

/** Only web addresses: the client shows the source as a link (as createRecipe's sourceUrl). */
function isWebAddress(url: string): boolean {
  return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
}

/** POST /recipe-import: schema.org Recipe files and recipes read from pages, previewed, then all written or none. */
export function createRecipeImportHandlers({ db }: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  return {
    async importRecipes({ body: { collectionId, dryRun, files = [], pages = [] }, caller: { userId } }) {
      if (pages.some((page) => !isWebAddress(page.url))) throw refusals.sourceUrlInvalid();
      // The cheap refusal first: no file is read for a collection that is not the caller's.
      await requireCollection(db, userId, collectionId);
      const readings = await readFiles(files, settings.parseTimeoutMs);
      const plan = planImport(readings, pages, await recipes.namesAndSourcesIn(db, userId, collectionId));
      const total = async (database: typeof db) => (await recipes.countRecipes(database, userId)) + plan.recipes.length;
      const checkLimit = async (database: typeof db) => {
        const after = await total(database);
        if (after > settings.maxRecipes) throw batchImportRefusals.overLimit(after, settings.maxRecipes);
      };
      await checkLimit(db);
      if (dryRun === true) return plan.report(true);
      if (plan.recipes.length === 0) throw batchImportRefusals.empty();
      const rows = await rowsOf(plan.recipes, collectionId, settings.now().toISOString());
      // Run again when the collection went in a concurrent request: the check then says 404.
      await checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, collectionId);
          await checkLimit(trx);
          await insertAll(trx, userId, rows);
        }),
      );
      return plan.report(false);
    },
  } satisfies Partial<SecuredHandlers>;
}
