import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import { requireCollection } from '../required';
import * as collections from '../repository/collections';
import * as recipes from '../repository/recipes';
import type { RecipesSettings } from '../settings';
import type { RecipesDb, RecipesTables } from '../tables';
import { toCollection } from '../views';

/** /recipe-collection. */
export function createCollectionHandlers({ db }: AreaDeps<RecipesTables>, settings: RecipesSettings) {
  const now = () => settings.now().toISOString();

  function requiredName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '') throw refusals.collectionNameRequired();
    return trimmed;
  }

  async function views(trx: RecipesDb, userId: string, rows: readonly collections.CollectionRow[]) {
    const counts = await collections.recipeCounts(
      trx,
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toCollection(row, counts.get(row.id) ?? 0));
  }

  async function view(trx: RecipesDb, userId: string, id: string) {
    const [collection] = await views(trx, userId, [await requireCollection(trx, userId, id)]);
    return collection!;
  }

  return {
    async getRecipeCollections({ query: { recipeCollectionId }, caller: { userId } }) {
      if (recipeCollectionId !== undefined) return view(db, userId, recipeCollectionId);
      return views(db, userId, await collections.listCollections(db, userId));
    },

    async createRecipeCollection({ body, caller: { userId } }) {
      const name = requiredName(body.name);
      const at = now();
      const id = newId();
      await collections.insertCollection(db, userId, { id, name, created_at: at, updated_at: at });
      return toCollection({ id, user_id: userId, name, created_at: at, updated_at: at }, 0);
    },

    async updateRecipeCollection({ body: { recipeCollectionId, name }, caller: { userId } }) {
      const trimmed = requiredName(name);
      return db.transaction().execute(async (trx) => {
        await requireCollection(trx, userId, recipeCollectionId);
        await collections.renameCollection(trx, userId, recipeCollectionId, trimmed, now());
        return view(trx, userId, recipeCollectionId);
      });
    },

    async deleteRecipeCollection({ query: { recipeCollectionId, deleteRecipes, moveRecipesTo }, caller: { userId } }) {
      const deleting = deleteRecipes === true;
      if (deleting && moveRecipesTo !== undefined) throw refusals.deleteOrMove();
      // Run again when the target collection went in a concurrent request: its check then says 404.
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, recipeCollectionId);
          if (moveRecipesTo === recipeCollectionId) throw refusals.moveIntoItself();
          if (moveRecipesTo !== undefined) await requireCollection(trx, userId, moveRecipesTo);
          let deletedRecipes = 0;
          let movedRecipes = 0;
          if (deleting) deletedRecipes = await recipes.deleteRecipesOf(trx, userId, recipeCollectionId);
          else if (moveRecipesTo !== undefined) movedRecipes = await recipes.moveRecipes(trx, userId, recipeCollectionId, moveRecipesTo, now());
          else {
            const count = (await collections.recipeCounts(trx, userId, [recipeCollectionId])).get(recipeCollectionId) ?? 0;
            if (count > 0) throw refusals.collectionNotEmpty(count);
          }
          await collections.deleteCollection(trx, userId, recipeCollectionId);
          return { deletedRecipes, movedRecipes };
        }),
      );
    },
  } satisfies Partial<SecuredHandlers>;
}
