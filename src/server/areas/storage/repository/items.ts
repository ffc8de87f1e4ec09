import { sql, type Selectable } from 'kysely';
import type { StorageDb, StorageItemTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3). Lists are ordered here, in
// JavaScript, by the server's lower-cased keys: both databases then give the same order (a
// PostgreSQL collation would sort "Ägg" and punctuation its own way).

export type ItemRow = Omit<Selectable<StorageItemTable>, 'name_key' | 'note_key'>;
export type ItemInGroupRow = ItemRow & { group_name: string };

/** The columns a write sets: the keys follow the name and note. */
export type ItemValues = Omit<ItemRow, 'user_id'>;

const itemColumns = ['id', 'user_id', 'group_id', 'name', 'quantity', 'unit', 'best_before', 'note', 'is_food', 'created_at', 'updated_at'] as const;
const itemColumnsOf = itemColumns.map((column) => `item.${column}` as const);

/** The lower-cased form search and the by-name order compare. */
export const keyOf = (text: string): string => text.toLowerCase();

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: ItemRow, b: ItemRow): number => compare(keyOf(a.name), keyOf(b.name)) || compare(a.name, b.name) || compare(a.id, b.id);
/** Soonest best-before first (those without one last), then by name. */
const byBestBefore = (a: ItemRow, b: ItemRow): number =>
  compare(a.best_before ?? '9999-12-31', b.best_before ?? '9999-12-31') || byName(a, b);

export function findItem(db: StorageDb, userId: string, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('storage_item').select(itemColumns).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

function selectInGroup(db: StorageDb, userId: string) {
  return db
    .selectFrom('storage_item as item')
    .innerJoin('storage_group as place', 'place.id', 'item.group_id')
    .select([...itemColumnsOf, 'place.name as group_name'])
    .where('item.user_id', '=', userId);
}

/** A group's items by name (ignoring case). */
export async function itemsOfGroup(db: StorageDb, userId: string, groupId: string): Promise<ItemInGroupRow[]> {
  const rows = await selectInGroup(db, userId).where('item.group_id', '=', groupId).execute();
  return rows.sort(byName);
}

/** The plain rows of a group, oldest first (the items a new one may merge into). */
export function rowsOfGroup(db: StorageDb, userId: string, groupId: string): Promise<ItemRow[]> {
  return db.selectFrom('storage_item').select(itemColumns).where('user_id', '=', userId).where('group_id', '=', groupId).orderBy('created_at').orderBy('id').execute();
}

/** Items whose best-before is on or before `through` (past ones too), soonest first. */
export async function expiringThrough(db: StorageDb, userId: string, through: string): Promise<ItemInGroupRow[]> {
  const rows = await selectInGroup(db, userId).where('item.best_before', 'is not', null).where('item.best_before', '<=', through).execute();
  return rows.sort(byBestBefore);
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Items of every group whose name or note holds `text` ignoring case: names starting with it
 * first, then by name; at most `limit`. The match reads only the user's rows (index on user and
 * name key); a person's storage is small enough to order the matches here.
 */
export async function searchItems(db: StorageDb, userId: string, text: string, limit: number): Promise<ItemInGroupRow[]> {
  const key = keyOf(text);
  const pattern = `%${literal(key)}%`;
  const rows = await selectInGroup(db, userId)
    .where((eb) => eb.or([sql<boolean>`${eb.ref('item.name_key')} like ${pattern} escape '\\'`, sql<boolean>`${eb.ref('item.note_key')} like ${pattern} escape '\\'`]))
    .execute();
  const startsWith = (row: ItemRow) => (keyOf(row.name).startsWith(key) ? 0 : 1);
  return rows.sort((a, b) => startsWith(a) - startsWith(b) || byName(a, b)).slice(0, limit);
}

const keysOf = (values: Partial<Pick<ItemRow, 'name' | 'note'>>) => ({
  ...(values.name === undefined ? {} : { name_key: keyOf(values.name) }),
  ...(values.note === undefined ? {} : { note_key: keyOf(values.note) }),
});

export async function insertItems(db: StorageDb, userId: string, rows: readonly ItemValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('storage_item')
    .values(rows.map((row) => ({ ...row, user_id: userId, name_key: keyOf(row.name), note_key: keyOf(row.note) })))
    .execute();
}

export type ItemChanges = Partial<Omit<ItemValues, 'id' | 'created_at' | 'updated_at'>> & { updated_at: string };

export async function updateItem(db: StorageDb, userId: string, id: string, changes: ItemChanges): Promise<void> {
  await db
    .updateTable('storage_item')
    .set({ ...changes, ...keysOf(changes) })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteItem(db: StorageDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('storage_item').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes a group's items; answers how many. */
export async function deleteItemsOf(db: StorageDb, userId: string, groupId: string): Promise<number> {
  const result = await db.deleteFrom('storage_item').where('user_id', '=', userId).where('group_id', '=', groupId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Moves a group's items to another group; answers how many. */
export async function moveItemsOf(db: StorageDb, userId: string, groupId: string, toGroupId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('storage_item')
    .set({ group_id: toGroupId, updated_at: at })
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countItemsOf(db: StorageDb, userId: string, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('storage_item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many items the user stores across their groups (StorageSettings.maxItems bounds it). */
export async function countItems(db: StorageDb, userId: string): Promise<number> {
  const row = await db.selectFrom('storage_item').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every item of the user with its place's name, by place then name: what an export lists. */
export async function everyItem(db: StorageDb, userId: string): Promise<ItemInGroupRow[]> {
  const rows = await selectInGroup(db, userId).execute();
  return rows.sort((a, b) => compare(keyOf(a.group_name), keyOf(b.group_name)) || compare(a.group_id, b.group_id) || byName(a, b));
}
