// Proves the migration that gives the search text its owner's word (issue 24): notes indexed
// before it are found after it, only by their owner, a deleted note's text still goes with it,
// and going down and up again keeps them found.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as ownerMigration from '../../../src/server/areas/notes/migrations/20261127T1815_note_search_owner';
import { searchNotes } from '../../../src/server/areas/notes/repository/search';
import type { NotesDb } from '../../../src/server/areas/notes/tables';
import { appMigrations, migrateAppToLatest } from '../../../src/server/composition';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { newId } from '../../../src/server/ids';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

const NOW = '2026-11-27T18:00:00.000Z';
const OWNER_MIGRATION = '20261127T1815_note_search_owner';

describe('the search text before and after its owner was indexed', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase();
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** A user with one note whose search text is written as the release before the migration wrote it. */
  async function noteIndexedBefore(username: string, text: string): Promise<{ userId: string; noteId: string }> {
    const { db } = t.database;
    const userId = newId();
    const noteId = newId();
    await db.insertInto('user').values({ id: userId, username, username_key: username, password_hash: 'hash', created_at: NOW, updated_at: NOW }).execute();
    await db
      .insertInto('note')
      .values({ id: noteId, user_id: userId, collection_id: null, name: text, second_name: '', effective_date: '2026-11-27', journal_date: null, created_at: NOW, updated_at: NOW })
      .execute();
    await sql`insert into note_search (note_id, user_id, body) values (${noteId}, ${userId}, ${text})`.execute(db);
    return { userId, noteId };
  }

  const found = async (userId: string, word: string) => {
    // The app's database holds the notes tables among all the others.
    const notesDb = t.database.db as unknown as NotesDb;
    return (await searchNotes(notesDb, t.database.dialect, userId, [word])).map((hit) => hit.noteId);
  };

  it('finds the notes indexed before, each only by its owner, also after going down and up again', async () => {
    const before = Object.fromEntries(Object.entries(appMigrations()).filter(([name]) => name !== OWNER_MIGRATION));
    await migrateToLatest(t.database, before);
    const anna = await noteIndexedBefore('anna', 'Kayak on the lake');
    const bo = await noteIndexedBefore('bo', 'A kayak for sale');

    const results = await migrateAppToLatest(t.database);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([[OWNER_MIGRATION, 'Success']]);
    expect(await found(anna.userId, 'kayak')).toEqual([anna.noteId]);
    expect(await found(bo.userId, 'kayak')).toEqual([bo.noteId]);

    await ownerMigration.down(t.database.db);
    await ownerMigration.up(t.database.db);
    expect(await found(anna.userId, 'kayak')).toEqual([anna.noteId]);

    await t.database.db.deleteFrom('note').where('id', '=', bo.noteId).execute();
    expect(await found(bo.userId, 'kayak')).toEqual([]);
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from note_search`.execute(t.database.db);
    expect(Number(rows[0]!.count)).toBe(1);
  });
});
