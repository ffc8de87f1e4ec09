import { sql, type Selectable } from 'kysely';
import type { PasswordEntryTable, PasswordGroupTable, PasswordsDb } from './tables';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one.

export type GroupRow = Selectable<PasswordGroupTable>;
export type EntryRow = Selectable<PasswordEntryTable>;
export type NewEntry = Omit<EntryRow, 'user_id' | 'name_key'>;
export type NewGroup = Omit<GroupRow, 'user_id' | 'name_key'>;
export type EntryChanges = Partial<Pick<EntryRow, 'name' | 'group_id' | 'username' | 'password' | 'url' | 'notes'>>;
export interface EntrySummary {
  id: string;
  name: string;
  group_id: string;
}

/** Names are unique and searched ignoring case: this is the key both compare. */
export const nameKey = (name: string): string => name.toLowerCase();

/**
 * Lists sort by name ignoring case, then by name and id, in code-unit order: the same on SQLite
 * and PostgreSQL (whose collations order text differently), and every list is one user's vault.
 */
function byName<Row extends { name: string; id: string }>(a: Row, b: Row): number {
  const [keyA, keyB] = [nameKey(a.name), nameKey(b.name)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A LIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally. They
 * are escaped with `\`, which the queries name as LIKE's escape character: PostgreSQL has it by
 * default, SQLite has none unless told.
 */
export function containsPattern(text: string): string {
  return `%${nameKey(text).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** SQL inserts at most this many entries per statement (SQLite binds at most 32,766 values). */
const INSERT_CHUNK = 500;

// Groups

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

// Entries

export async function insertEntries(db: PasswordsDb, userId: string, rows: readonly NewEntry[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, user_id: userId, name_key: nameKey(row.name) }));
    await db.insertInto('password_entry').values(chunk).execute();
  }
}

export function findEntry(db: PasswordsDb, userId: string, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom('password_entry').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's entries, all or a group's or those whose name contains `search` ignoring case, by name. */
export async function listEntries(db: PasswordsDb, userId: string, filter: { groupId?: string; search?: string } = {}): Promise<EntryRow[]> {
  let query = db.selectFrom('password_entry').selectAll().where('user_id', '=', userId);
  if (filter.groupId !== undefined) query = query.where('group_id', '=', filter.groupId);
  if (filter.search !== undefined) query = query.where(sql<boolean>`name_key like ${containsPattern(filter.search)} escape '\\'`);
  return (await query.execute()).sort(byName);
}

/** Ids, names and groups only (nothing sealed), optionally those whose name contains `search`, by name. */
export async function listEntrySummaries(db: PasswordsDb, userId: string, search?: string): Promise<EntrySummary[]> {
  let query = db.selectFrom('password_entry').select(['id', 'name', 'group_id']).where('user_id', '=', userId);
  if (search !== undefined) query = query.where(sql<boolean>`name_key like ${containsPattern(search)} escape '\\'`);
  return (await query.execute()).sort(byName);
}

export async function updateEntry(db: PasswordsDb, userId: string, id: string, changes: EntryChanges, now: string): Promise<void> {
  const nameChange = changes.name === undefined ? {} : { name_key: nameKey(changes.name) };
  await db
    .updateTable('password_entry')
    .set({ ...changes, ...nameChange, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** False when the user has no such entry. */
export async function deleteEntry(db: PasswordsDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('password_entry').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The ids of these that the user already has as entries. */
export async function existingEntryIds(db: PasswordsDb, userId: string, ids: readonly string[]): Promise<Set<string>> {
  return existing(db, 'password_entry', userId, ids);
}

export async function moveGroupEntries(db: PasswordsDb, userId: string, fromGroupId: string, toGroupId: string, now: string): Promise<void> {
  await db
    .updateTable('password_entry')
    .set({ group_id: toGroupId, updated_at: now })
    .where('user_id', '=', userId)
    .where('group_id', '=', fromGroupId)
    .execute();
}

export async function deleteGroupEntries(db: PasswordsDb, userId: string, groupId: string): Promise<void> {
  await db.deleteFrom('password_entry').where('user_id', '=', userId).where('group_id', '=', groupId).execute();
}

/**
 * Deletes every entry and group of the user: the vault reset of PUT /auth/user/{id}, run by the
 * accounts area in the transaction that sets the new extra password.
 */
export async function deleteVault(db: PasswordsDb, userId: string): Promise<void> {
  await db.deleteFrom('password_entry').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_group').where('user_id', '=', userId).execute();
}

async function existing(db: PasswordsDb, table: 'password_group' | 'password_entry', userId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const rows = await db.selectFrom(table).select('id').where('user_id', '=', userId).where('id', 'in', ids.slice(start, start + INSERT_CHUNK)).execute();
    rows.forEach((row) => found.add(row.id));
  }
  return found;
}
