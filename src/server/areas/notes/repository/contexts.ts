import type { Selectable } from 'kysely';
import type { NoteContextTable, NotesDb } from '../tables';
import type { EntryRow } from './notes';

// Every function takes the user id and filters by it (DESIGN §3).

export type ContextRow = Selectable<NoteContextTable>;

/** Context names are unique and sorted ignoring case: this is the key both compare. */
export const contextNameKey = (name: string): string => name.toLowerCase();

export function findContext(db: NotesDb, userId: string, id: string): Promise<ContextRow | undefined> {
  return db.selectFrom('note_context').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findContextByName(db: NotesDb, userId: string, name: string): Promise<ContextRow | undefined> {
  return db.selectFrom('note_context').selectAll().where('user_id', '=', userId).where('name_key', '=', contextNameKey(name)).executeTakeFirst();
}

/** By name ignoring case (then as written, then id), the same order on both databases. */
export async function listContexts(db: NotesDb, userId: string): Promise<ContextRow[]> {
  const rows = await db.selectFrom('note_context').selectAll().where('user_id', '=', userId).execute();
  return rows.sort((a, b) => compare(a.name_key, b.name_key) || compare(a.name, b.name) || compare(a.id, b.id));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export async function insertContext(db: NotesDb, userId: string, row: Omit<ContextRow, 'user_id' | 'name_key'>): Promise<void> {
  await db.insertInto('note_context').values({ ...row, user_id: userId, name_key: contextNameKey(row.name) }).execute();
}

export async function updateContext(db: NotesDb, userId: string, id: string, changes: { name?: string; description?: string; updated_at: string }): Promise<void> {
  await db
    .updateTable('note_context')
    .set({ ...changes, ...(changes.name === undefined ? {} : { name_key: contextNameKey(changes.name) }) })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteContext(db: NotesDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('note_context').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Which of these ids are the user's contexts. */
export async function existingContextIds(db: NotesDb, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('note_context').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function entryCountsByContext(db: NotesDb, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('note_entry_context')
    .select(['context_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('context_id')
    .execute();
  return new Map(rows.map((row) => [row.context_id, Number(row.count)]));
}

export interface ContextEntryRow extends EntryRow {
  note_name: string;
  effective_date: string;
}

/** The context's entries across all notes: newest effective date first, then newest note, then in the note's order. */
export function entriesOfContext(db: NotesDb, userId: string, contextId: string): Promise<ContextEntryRow[]> {
  return db
    .selectFrom('note_entry_context as link')
    .innerJoin('note_entry as entry', 'entry.id', 'link.entry_id')
    .innerJoin('note', 'note.id', 'entry.note_id')
    .selectAll('entry')
    .select(['note.name as note_name', 'note.effective_date'])
    .where('link.user_id', '=', userId)
    .where('link.context_id', '=', contextId)
    .orderBy('note.effective_date', 'desc')
    .orderBy('note.created_at', 'desc')
    .orderBy('note.id')
    .orderBy('entry.position')
    .execute();
}

/** How many contexts the user keeps (NotesSettings.maxContexts bounds it). */
export async function countContexts(db: NotesDb, userId: string): Promise<number> {
  const row = await db.selectFrom('note_context').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
