import type { ShareDb, ShareKind } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

/** The name of the user's drink, drink collection or collection; undefined when the user has no such one. */
export async function targetName(db: ShareDb, userId: string, kind: ShareKind, targetId: string): Promise<string | undefined> {
  const table = TABLES[kind];
  const row = await db.selectFrom(table).select('name').where('user_id', '=', userId).where('id', '=', targetId).executeTakeFirst();
  return row?.name;
}

const TABLES = { drink: 'drink', drinkCollection: 'drink_collection', collection: 'collection' } as const satisfies Record<ShareKind, string>;
