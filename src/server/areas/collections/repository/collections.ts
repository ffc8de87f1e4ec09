import type { Selectable } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { CollectionsDb, CollectionTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type CollectionRow = Selectable<CollectionTable>;

export function findCollection(db: CollectionsDb, userId: string, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('collection').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/**
 * The collection, locked for the rest of the transaction on PostgreSQL: a change of its fields
 * (which rewrites its items' values) and a write of an item's values take turns, so no item keeps a
 * value checked against fields that changed meanwhile. SQLite runs one write transaction at a time.
 */
export function lockCollection(db: CollectionsDb, dialect: Dialect, userId: string, id: string): Promise<CollectionRow | undefined> {
  const query = db.selectFrom('collection').selectAll().where('user_id', '=', userId).where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** By creation time, oldest first. */
export function listCollections(db: CollectionsDb, userId: string): Promise<CollectionRow[]> {
  return db.selectFrom('collection').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertCollection(db: CollectionsDb, userId: string, row: Omit<CollectionRow, 'user_id'>): Promise<void> {
  await db.insertInto('collection').values({ ...row, user_id: userId }).execute();
}

export type CollectionChanges = Partial<Pick<CollectionRow, 'name' | 'fields' | 'view'>> & { updated_at: string };

export async function updateCollection(db: CollectionsDb, userId: string, id: string, changes: CollectionChanges): Promise<void> {
  await db.updateTable('collection').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCollection(db: CollectionsDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('collection').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** How many items each of these collections holds. */
export async function itemCountsOf(db: CollectionsDb, userId: string, collectionIds: readonly string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('item')
    .select((eb) => ['collection_id', eb.fn.countAll<number | string>().as('items')])
    .where('user_id', '=', userId)
    .where('collection_id', 'in', collectionIds)
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((row) => [row.collection_id, Number(row.items)]));
}

/** How many collections the user keeps (CollectionsSettings.maxCollections bounds it). */
export async function countCollections(db: CollectionsDb, userId: string): Promise<number> {
  const row = await db.selectFrom('collection').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
