import { refusals } from './refusals';
import { collections } from './repository/collections';
import { ownsImage } from './repository/otherAreas';
import * as recipes from './repository/recipes';
import type { RecipesDb } from './tables';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireCollection(db: RecipesDb, userId: string, id: string) {
  const collection = await collections.findCollection(db, userId, id);
  if (collection === undefined) throw refusals.collectionNotFound();
  return collection;
}

export async function requireRecipe(db: RecipesDb, userId: string, id: string) {
  const recipe = await recipes.findRecipe(db, userId, id);
  if (recipe === undefined) throw refusals.recipeNotFound();
  return recipe;
}

/** A recipe's image must be one the caller uploaded; null (none) always passes. */
export async function requireOwnImage(db: RecipesDb, userId: string, imageId: string | null | undefined): Promise<void> {
  if (imageId === null || imageId === undefined) return;
  if (!(await ownsImage(db, userId, imageId))) throw refusals.imageNotFound();
}
