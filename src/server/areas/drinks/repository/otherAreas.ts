import type { DrinksDb } from '../tables';

// Reads of other areas' tables (read-only Picks in tables.ts), always the caller's own rows.

/** Whether the image is the caller's (the images area's table). */
export async function ownsImage(db: DrinksDb, userId: string, imageId: string): Promise<boolean> {
  const row = await db.selectFrom('image').select('id').where('user_id', '=', userId).where('id', '=', imageId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the storage group is the caller's (the storage area's table). */
export async function ownsStorageGroup(db: DrinksDb, userId: string, groupId: string): Promise<boolean> {
  const row = await db.selectFrom('storage_group').select('id').where('user_id', '=', userId).where('id', '=', groupId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The names of what the caller's storage group holds at hand: items with no quantity written or
 * more than 0 (an empty bottle kept on the shelf makes nothing), as recipes' "What can I cook?".
 */
export async function namesInStorageGroup(db: DrinksDb, userId: string, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('storage_item')
    .select('name')
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .where((eb) => eb.or([eb('quantity', 'is', null), eb('quantity', '>', 0)]))
    .execute();
  return rows.map((row) => row.name);
}
