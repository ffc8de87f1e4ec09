import type { AreaDeps } from '../../../area';
import { attachment, datedFileName } from '../../../exports/attachment';
import type { SecuredHandlers } from '../../../handlers';
import { recipesAsJsonLd } from '../export/jsonLd';
import type { RecipesSettings } from '../settings';
import type { RecipesTables } from '../tables';

/** /recipe-export: every recipe as schema.org JSON-LD. */
export function createPortableRecipeHandlers({ db }: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  return {
    async exportRecipes({ caller: { userId } }) {
      const json = await recipesAsJsonLd(db, userId);
      return attachment(Buffer.from(json, 'utf8'), 'application/ld+json; charset=utf-8', datedFileName('recipes', settings.now(), 'jsonld'));
    },
  } satisfies Partial<SecuredHandlers>;
}
