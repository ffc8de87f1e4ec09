import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { namedCollectionOperations } from '../../../namedCollections/operations';
import { refusals } from '../refusals';
import { requireCollection } from '../required';
import { collections, countCollections } from '../repository/collections';
import * as recipes from '../repository/recipes';
import type { RecipesSettings } from '../settings';
import type { RecipesTables } from '../tables';
import { toCollection } from '../views';

/** /recipe-collection: the shared named collection's operations under the contract's names. */
export function createCollectionHandlers({ db }: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  const operations = namedCollectionOperations({
    db,
    now: () => settings.now().toISOString(),
    queries: collections,
    requireCollection,
    items: { deleteAllOf: recipes.deleteRecipesOf, moveAll: recipes.moveRecipes },
    refusals,
    toView: toCollection,
  });

  return {
    async getRecipeCollections({ query: { recipeCollectionId }, caller: { userId } }) {
      return operations.read(userId, recipeCollectionId);
    },

    async createRecipeCollection({ body, caller: { userId } }) {
      if ((await countCollections(db, userId)) >= settings.maxCollections) throw refusals.tooManyCollections(settings.maxCollections);
      return operations.create(userId, body.name);
    },

    async updateRecipeCollection({ body: { recipeCollectionId, name }, caller: { userId } }) {
      return operations.rename(userId, recipeCollectionId, name);
    },

    async deleteRecipeCollection({ query: { recipeCollectionId, deleteRecipes, moveRecipesTo }, caller: { userId } }) {
      const { deleted, moved } = await operations.remove(userId, recipeCollectionId, { deleteItems: deleteRecipes === true, moveItemsTo: moveRecipesTo });
      return { deletedRecipes: deleted, movedRecipes: moved };
    },
  } satisfies Partial<SecuredHandlers>;
}
