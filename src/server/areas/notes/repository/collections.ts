import type { Selectable } from 'kysely';
import type { NotesCollectionTable, NotesDb, NotesQuestionTable } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3). A function given `db` may also
// be given a transaction; the handlers run each change that takes several steps in one.

export type CollectionRow = Selectable<NotesCollectionTable>;
export type QuestionRow = Selectable<NotesQuestionTable>;
export type CollectionOptionColumns = Pick<CollectionRow, 'display_in_list' | 'label_after_answer' | 'prompt_swedish_title' | 'split_title'>;

export function findCollection(db: NotesDb, userId: string, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('notes_collection').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** By creation time, oldest first (spec §2's sidebar order). */
export function listCollections(db: NotesDb, userId: string): Promise<CollectionRow[]> {
  return db.selectFrom('notes_collection').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertCollection(db: NotesDb, userId: string, row: Omit<CollectionRow, 'user_id'>): Promise<void> {
  await db.insertInto('notes_collection').values({ ...row, user_id: userId }).execute();
}

export async function updateCollection(
  db: NotesDb,
  userId: string,
  id: string,
  changes: Partial<Pick<CollectionRow, 'name' | keyof CollectionOptionColumns>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('notes_collection').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCollection(db: NotesDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('notes_collection').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Questions of these collections, in order. */
export async function questionsOf(db: NotesDb, userId: string, collectionIds: readonly string[]): Promise<Map<string, QuestionRow[]>> {
  const byCollection = new Map<string, QuestionRow[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return byCollection;
  const rows = await db
    .selectFrom('notes_question')
    .selectAll()
    .where('user_id', '=', userId)
    .where('collection_id', 'in', collectionIds)
    .orderBy('position')
    .execute();
  for (const row of rows) byCollection.get(row.collection_id)?.push(row);
  return byCollection;
}

/** Replaces a collection's questions with this ordered list (ids kept for kept questions). */
export async function replaceQuestions(db: NotesDb, userId: string, collectionId: string, questions: readonly Omit<QuestionRow, 'user_id' | 'collection_id'>[]): Promise<void> {
  await db.deleteFrom('notes_question').where('user_id', '=', userId).where('collection_id', '=', collectionId).execute();
  if (questions.length === 0) return;
  await db
    .insertInto('notes_question')
    .values(questions.map((question) => ({ ...question, user_id: userId, collection_id: collectionId })))
    .execute();
}

/** How many notes each of these collections holds. */
export async function noteCounts(db: NotesDb, userId: string, collectionIds: readonly string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('note')
    .select(['collection_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('collection_id', 'in', collectionIds)
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((row) => [row.collection_id ?? '', Number(row.count)]));
}

/** How many notes collections the user keeps (NotesSettings.maxCollections bounds it). */
export async function countCollections(db: NotesDb, userId: string): Promise<number> {
  const row = await db.selectFrom('notes_collection').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
