import type { RecipesDb } from '../tables';

// Reads of other areas' tables (read-only Picks in tables.ts), always the caller's own rows.

/** Whether the image is the caller's (the images area's table). */
export async function ownsImage(db: RecipesDb, userId: string, imageId: string): Promise<boolean> {
  const row = await db.selectFrom('image').select('id').where('user_id', '=', userId).where('id', '=', imageId).executeTakeFirst();
  return row !== undefined;
}

/** The caller's storage item (the storage area's table): its name and whether it is food, or undefined. */
export async function findStorageItem(db: RecipesDb, userId: string, storageItemId: string): Promise<{ name: string; isFood: boolean } | undefined> {
  const row = await db.selectFrom('storage_item').select(['name', 'is_food']).where('user_id', '=', userId).where('id', '=', storageItemId).executeTakeFirst();
  return row === undefined ? undefined : { name: row.name, isFood: row.is_food === 1 };
}

/** The names of the caller's food items that are at hand: no quantity written, or more than 0. */
export async function foodsInStorage(db: RecipesDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('storage_item')
    .select('name')
    .where('user_id', '=', userId)
    .where('is_food', '=', 1)
    .where((eb) => eb.or([eb('quantity', 'is', null), eb('quantity', '>', 0)]))
    .execute();
  return rows.map((row) => row.name);
}
