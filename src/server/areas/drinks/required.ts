import { refusals } from './refusals';
import { collections } from './repository/collections';
import * as drinks from './repository/drinks';
import { ownsImage, ownsStorageGroup } from './repository/otherAreas';
import type { DrinksDb } from './tables';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireCollection(db: DrinksDb, userId: string, id: string) {
  const collection = await collections.findCollection(db, userId, id);
  if (collection === undefined) throw refusals.collectionNotFound();
  return collection;
}

export async function requireDrink(db: DrinksDb, userId: string, id: string) {
  const drink = await drinks.findDrink(db, userId, id);
  if (drink === undefined) throw refusals.drinkNotFound();
  return drink;
}

/** A drink's image must be one the caller uploaded; null (none) always passes. */
export async function requireOwnImage(db: DrinksDb, userId: string, imageId: string | null | undefined): Promise<void> {
  if (imageId === null || imageId === undefined) return;
  if (!(await ownsImage(db, userId, imageId))) throw refusals.imageNotFound();
}

export async function requireStorageGroup(db: DrinksDb, userId: string, groupId: string): Promise<void> {
  if (!(await ownsStorageGroup(db, userId, groupId))) throw refusals.storageGroupNotFound();
}
