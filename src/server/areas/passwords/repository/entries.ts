import { sql, type Selectable } from 'kysely';
import type { PasswordEntryTable, PasswordsDb } from '../tables';
import { existing, INSERT_CHUNK } from './chunks';
import { byName, containsPattern, nameKey } from './names';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one.

export type EntryRow = Selectable<PasswordEntryTable>;
export type NewEntry = Omit<EntryRow, 'user_id' | 'name_key'>;
export type EntryChanges = Partial<Pick<EntryRow, 'name' | 'group_id' | 'username' | 'password' | 'url' | 'notes'>>;
export interface EntrySummary {
  id: string;
  name: string;
  group_id: string;
}

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

/** How many entries the user keeps (PasswordsSettings.maxPasswords bounds it). */
export async function countEntries(db: PasswordsDb, userId: string): Promise<number> {
  const row = await db.selectFrom('password_entry').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
