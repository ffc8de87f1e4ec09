import { type Selectable } from 'kysely';
import type { PasswordGroupTable, PasswordsDb } from '../tables';
import { existing, INSERT_CHUNK } from './chunks';
import { byName, nameKey } from './names';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one.

export type GroupRow = Selectable<PasswordGroupTable>;
export type NewGroup = Omit<GroupRow, 'user_id' | 'name_key'>;

export async function insertGroups(db: PasswordsDb, userId: string, rows: readonly NewGroup[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, user_id: userId, name_key: nameKey(row.name) }));
    await db.insertInto('password_group').values(chunk).execute();
  }
}

export function findGroup(db: PasswordsDb, userId: string, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('password_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's group of that name ignoring case, if any. */
export function findGroupByName(db: PasswordsDb, userId: string, name: string): Promise<GroupRow | undefined> {
  return db.selectFrom('password_group').selectAll().where('user_id', '=', userId).where('name_key', '=', nameKey(name)).executeTakeFirst();
}

/** Every group of the user with how many entries it holds, by name. */
export async function listGroupsWithCounts(db: PasswordsDb, userId: string): Promise<Array<GroupRow & { count: number }>> {
  const [groups, counts] = await Promise.all([
    db.selectFrom('password_group').selectAll().where('user_id', '=', userId).execute(),
    countEntriesByGroup(db, userId),
  ]);
  return groups.map((group) => ({ ...group, count: counts.get(group.id) ?? 0 })).sort(byName);
}

/** How many entries each of the user's groups holds (groups without any are left out). */
export async function countEntriesByGroup(db: PasswordsDb, userId: string, groupId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('password_entry')
    .select(['group_id', (eb) => eb.fn.countAll().as('count')])
    .where('user_id', '=', userId)
    .groupBy('group_id');
  if (groupId !== undefined) query = query.where('group_id', '=', groupId);
  // PostgreSQL answers COUNT as text (bigint); SQLite as a number.
  return new Map((await query.execute()).map((row) => [row.group_id, Number(row.count)]));
}

export async function renameGroup(db: PasswordsDb, userId: string, id: string, name: string, now: string): Promise<void> {
  await db.updateTable('password_group').set({ name, name_key: nameKey(name), updated_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes an empty group (its entries must be moved or deleted first: the foreign key says so). */
export async function deleteGroup(db: PasswordsDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('password_group').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** The ids of these that the user already has as groups. */
export async function existingGroupIds(db: PasswordsDb, userId: string, ids: readonly string[]): Promise<Set<string>> {
  return existing(db, 'password_group', userId, ids);
}

/** The name keys of these that the user's groups already have. */
export async function existingGroupNameKeys(db: PasswordsDb, userId: string, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
    const rows = await db
      .selectFrom('password_group')
      .select('name_key')
      .where('user_id', '=', userId)
      .where('name_key', 'in', keys.slice(start, start + INSERT_CHUNK))
      .execute();
    rows.forEach((row) => found.add(row.name_key));
  }
  return found;
}

/** How many groups the user keeps (PasswordsSettings.maxGroups bounds it). */
export async function countGroups(db: PasswordsDb, userId: string): Promise<number> {
  const row = await db.selectFrom('password_group').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
