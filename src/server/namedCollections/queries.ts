import type { Kysely } from 'kysely';

/** A named collection's row: the drinks' and the recipes' collections have these same columns. */
export interface NamedCollectionRow {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

interface StandIn {
  named_collection: NamedCollectionRow;
  collected_item: { user_id: string; collection_id: string };
}

/** An area's collection table and the table of the items it holds (by their `collection_id`). */
export interface NamedCollectionTables<Tables> {
  collection: keyof Tables & string;
  item: keyof Tables & string;
}

/**
 * The queries of a named collection, on the tables an area names. Every function takes the user
 * id and filters by it (DESIGN §3). A function given `db` may also be given a transaction; the
 * handlers run each change that takes several steps in one.
 */
export function namedCollectionQueries<Tables>(tables: NamedCollectionTables<Tables>) {
  // The queries see the area's two tables under stand-in names and only the columns every such
  // pair has; the SQL names the area's own tables (checked against its tables above).
  const on = (db: Kysely<Tables>) => db as unknown as Kysely<StandIn>;
  const collection = tables.collection as 'named_collection';
  const item = tables.item as 'collected_item';
  return {
    findCollection(db: Kysely<Tables>, userId: string, id: string): Promise<NamedCollectionRow | undefined> {
      return on(db).selectFrom(collection).selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },

    /** By creation time, oldest first (the sidebar's order, as every area's collections). */
    listCollections(db: Kysely<Tables>, userId: string): Promise<NamedCollectionRow[]> {
      return on(db).selectFrom(collection).selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    },

    async insertCollection(db: Kysely<Tables>, userId: string, row: Omit<NamedCollectionRow, 'user_id'>): Promise<void> {
      await on(db).insertInto(collection).values({ ...row, user_id: userId }).execute();
    },

    async renameCollection(db: Kysely<Tables>, userId: string, id: string, name: string, at: string): Promise<void> {
      await on(db).updateTable(collection).set({ name, updated_at: at }).where('user_id', '=', userId).where('id', '=', id).execute();
    },

    async deleteCollection(db: Kysely<Tables>, userId: string, id: string): Promise<void> {
      await on(db).deleteFrom(collection).where('user_id', '=', userId).where('id', '=', id).execute();
    },

    /** How many items each of these collections holds (0 for those without any). */
    async itemCounts(db: Kysely<Tables>, userId: string, collectionIds: readonly string[]): Promise<Map<string, number>> {
      const counts = new Map(collectionIds.map((id) => [id, 0]));
      if (collectionIds.length === 0) return counts;
      const rows = await on(db)
        .selectFrom(item)
        .select(['collection_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('user_id', '=', userId)
        .where('collection_id', 'in', collectionIds)
        .groupBy('collection_id')
        .execute();
      for (const row of rows) counts.set(row.collection_id, Number(row.count));
      return counts;
    },
  };
}

export type NamedCollectionQueries<Tables> = ReturnType<typeof namedCollectionQueries<Tables>>;
