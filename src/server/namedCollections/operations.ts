import type { Kysely } from 'kysely';
import type { ApiError } from '../errors';
import { checkedAgainOnRace } from '../db/races';
import { newId } from '../ids';
import type { NamedCollectionQueries, NamedCollectionRow } from './queries';

/** What an area brings to its named collections: its tables' queries, its items, its refusals and its view. */
export interface NamedCollectionParts<Tables, View> {
  db: Kysely<Tables>;
  now: () => string;
  queries: NamedCollectionQueries<Tables>;
  /** The caller's collection, or the area's 404. */
  requireCollection: (db: Kysely<Tables>, userId: string, id: string) => Promise<NamedCollectionRow>;
  /** Deletes a collection's items, or moves them to another; both answer how many. */
  items: {
    deleteAllOf: (db: Kysely<Tables>, userId: string, collectionId: string) => Promise<number>;
    moveAll: (db: Kysely<Tables>, userId: string, fromId: string, toId: string, at: string) => Promise<number>;
  };
  refusals: {
    collectionNameRequired: () => ApiError;
    collectionNotEmpty: (count: number) => ApiError;
    moveIntoItself: () => ApiError;
    deleteOrMove: () => ApiError;
  };
  toView: (row: NamedCollectionRow, itemCount: number) => View;
}

/**
 * The operations of a named collection (read, create, rename, delete with its items or moving
 * them), for the area's handlers to answer under the contract's own names.
 */
export function namedCollectionOperations<Tables, View>(parts: NamedCollectionParts<Tables, View>) {
  const { db, now, queries, requireCollection, items, refusals, toView } = parts;

  function requiredName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '') throw refusals.collectionNameRequired();
    return trimmed;
  }

  async function views(trx: Kysely<Tables>, userId: string, rows: readonly NamedCollectionRow[]) {
    const counts = await queries.itemCounts(
      trx,
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toView(row, counts.get(row.id) ?? 0));
  }

  async function view(trx: Kysely<Tables>, userId: string, id: string) {
    const [collection] = await views(trx, userId, [await requireCollection(trx, userId, id)]);
    return collection!;
  }

  return {
    /** One collection when asked by id, else all the caller's. */
    async read(userId: string, collectionId: string | undefined) {
      if (collectionId !== undefined) return view(db, userId, collectionId);
      return views(db, userId, await queries.listCollections(db, userId));
    },

    async create(userId: string, givenName: string) {
      const name = requiredName(givenName);
      const at = now();
      const row = { id: newId(), name, created_at: at, updated_at: at };
      await queries.insertCollection(db, userId, row);
      return toView({ ...row, user_id: userId }, 0);
    },

    async rename(userId: string, collectionId: string, name: string) {
      const trimmed = requiredName(name);
      return db.transaction().execute(async (trx) => {
        await requireCollection(trx, userId, collectionId);
        await queries.renameCollection(trx, userId, collectionId, trimmed, now());
        return view(trx, userId, collectionId);
      });
    },

    /** Deletes a collection: refused while it holds items, unless they are deleted too or moved. */
    async remove(userId: string, collectionId: string, { deleteItems, moveItemsTo }: { deleteItems: boolean; moveItemsTo: string | undefined }) {
      if (deleteItems && moveItemsTo !== undefined) throw refusals.deleteOrMove();
      // Run again when the target collection went in a concurrent request: its check then says 404.
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, collectionId);
          if (moveItemsTo === collectionId) throw refusals.moveIntoItself();
          if (moveItemsTo !== undefined) await requireCollection(trx, userId, moveItemsTo);
          let deleted = 0;
          let moved = 0;
          if (deleteItems) deleted = await items.deleteAllOf(trx, userId, collectionId);
          else if (moveItemsTo !== undefined) moved = await items.moveAll(trx, userId, collectionId, moveItemsTo, now());
          else {
            const count = (await queries.itemCounts(trx, userId, [collectionId])).get(collectionId) ?? 0;
            if (count > 0) throw refusals.collectionNotEmpty(count);
          }
          await queries.deleteCollection(trx, userId, collectionId);
          return { deleted, moved };
        }),
      );
    },
  };
}
