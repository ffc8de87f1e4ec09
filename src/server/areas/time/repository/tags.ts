import type { TimeDb } from '../tables';
import { toNumber } from './numbers';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one.

export const titleKey = (title: string) => title.toLowerCase();

export interface TagRow {
  id: string;
  title: string;
}

/** The user's tags by title, ignoring case. */
export function listTags(db: TimeDb, userId: string): Promise<TagRow[]> {
  return db.selectFrom('time_tag').select(['id', 'title']).where('user_id', '=', userId).orderBy('title_key').orderBy('id').execute();
}

export function findTag(db: TimeDb, userId: string, id: string): Promise<TagRow | undefined> {
  return db.selectFrom('time_tag').select(['id', 'title']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findTagByTitle(db: TimeDb, userId: string, title: string): Promise<TagRow | undefined> {
  return db.selectFrom('time_tag').select(['id', 'title']).where('user_id', '=', userId).where('title_key', '=', titleKey(title)).executeTakeFirst();
}

/** How many of `ids` the user has tags for. */
export async function countOwnTags(db: TimeDb, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db.selectFrom('time_tag').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirstOrThrow();
  return toNumber(row.count);
}

export async function insertTag(db: TimeDb, userId: string, row: { id: string; title: string; now: string }): Promise<void> {
  await db
    .insertInto('time_tag')
    .values({ id: row.id, user_id: userId, title: row.title, title_key: titleKey(row.title), created_at: row.now, updated_at: row.now })
    .execute();
}

export async function renameTag(db: TimeDb, userId: string, id: string, title: string, now: string): Promise<void> {
  await db.updateTable('time_tag').set({ title, title_key: titleKey(title), updated_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the tag and takes it off every group; false when the user has no such tag. */
export async function deleteTag(db: TimeDb, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('time_group_tag').where('user_id', '=', userId).where('tag_id', '=', id).execute();
  const result = await db.deleteFrom('time_tag').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces the group's tags with `tagIds` (which must be the user's). */
export async function setGroupTags(db: TimeDb, userId: string, groupId: string, tagIds: readonly string[]): Promise<void> {
  await db.deleteFrom('time_group_tag').where('user_id', '=', userId).where('time_group_id', '=', groupId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('time_group_tag')
    .values(tagIds.map((tagId) => ({ time_group_id: groupId, tag_id: tagId, user_id: userId })))
    .execute();
}

/** Per group (of one group when given): its tags by title. */
export async function tagsByGroup(db: TimeDb, userId: string, groupId?: string): Promise<Map<string, TagRow[]>> {
  let query = db
    .selectFrom('time_group_tag')
    .innerJoin('time_tag', 'time_tag.id', 'time_group_tag.tag_id')
    .select(['time_group_tag.time_group_id', 'time_tag.id', 'time_tag.title'])
    .where('time_group_tag.user_id', '=', userId)
    .where('time_tag.user_id', '=', userId);
  if (groupId !== undefined) query = query.where('time_group_tag.time_group_id', '=', groupId);
  const rows = await query.orderBy('time_tag.title_key').orderBy('time_tag.id').execute();
  const byGroup = new Map<string, TagRow[]>();
  for (const { time_group_id, id, title } of rows) {
    const tags = byGroup.get(time_group_id);
    if (tags === undefined) byGroup.set(time_group_id, [{ id, title }]);
    else tags.push({ id, title });
  }
  return byGroup;
}

/** How many tags the user keeps (TimeSettings.maxTags bounds it). */
export async function countTags(db: TimeDb, userId: string): Promise<number> {
  const row = await db.selectFrom('time_tag').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return toNumber(row.count);
}
