import type { Selectable } from 'kysely';
import type { ShareDb, ShareKind, ShareTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3), except findByToken: on a public
// read the token is the credential, and the row it finds names the owner whose data may be read.

export type ShareRow = Selectable<ShareTable>;

/** A link with its target's name now; undefined name: the target is gone. */
export type ShareWithTarget = ShareRow & { target_name: string };

export async function insertShare(db: ShareDb, userId: string, row: Omit<ShareRow, 'user_id'>): Promise<void> {
  await db
    .insertInto('share')
    .values({ ...row, user_id: userId })
    .execute();
}

/**
 * The user's links whose target still exists, newest first, with the target's name: one query,
 * each kind's table joined on the owner too (a target id can only ever be the owner's own).
 */
export async function listShares(db: ShareDb, userId: string, filter: { kind?: ShareKind; targetId?: string }): Promise<ShareWithTarget[]> {
  let query = db
    .selectFrom('share')
    .leftJoin('drink', (join) => join.onRef('drink.id', '=', 'share.target_id').onRef('drink.user_id', '=', 'share.user_id').on('share.kind', '=', 'drink'))
    .leftJoin('drink_collection', (join) =>
      join.onRef('drink_collection.id', '=', 'share.target_id').onRef('drink_collection.user_id', '=', 'share.user_id').on('share.kind', '=', 'drinkCollection'),
    )
    .leftJoin('collection', (join) =>
      join.onRef('collection.id', '=', 'share.target_id').onRef('collection.user_id', '=', 'share.user_id').on('share.kind', '=', 'collection'),
    )
    .selectAll('share')
    .select(['drink.name as drink_name', 'drink_collection.name as drink_collection_name', 'collection.name as collection_name'])
    .where('share.user_id', '=', userId);
  if (filter.kind !== undefined) query = query.where('share.kind', '=', filter.kind);
  if (filter.targetId !== undefined) query = query.where('share.target_id', '=', filter.targetId);
  const rows = await query.orderBy('share.created_at', 'desc').orderBy('share.id').execute();
  return rows.flatMap(({ drink_name, drink_collection_name, collection_name, ...share }) => {
    const name = drink_name ?? drink_collection_name ?? collection_name;
    return name === null ? [] : [{ ...share, target_name: name }];
  });
}

/**
 * How many links the user keeps whose target still exists, expired or not: what GET /share lists
 * (ShareSettings.maxShares bounds it). A link whose target was deleted is listed nowhere, so it
 * takes no room.
 */
export async function countShares(db: ShareDb, userId: string): Promise<number> {
  return (await listShares(db, userId, {})).length;
}

/** Revokes a link; false when the user has no such link. */
export async function deleteShare(db: ShareDb, userId: string, shareId: string): Promise<boolean> {
  const result = await db.deleteFrom('share').where('user_id', '=', userId).where('id', '=', shareId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The link a public request names, whoever owns it. */
export function findByToken(db: ShareDb, token: string): Promise<ShareRow | undefined> {
  return db.selectFrom('share').selectAll().where('token', '=', token).executeTakeFirst();
}
