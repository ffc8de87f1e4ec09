// Proves /note-context: contexts (a person, a place, a project) are made with names unique per
// user ignoring case, listed by name with how many entries use them, read with their entries
// across every note (newest note first), renamed and described, and deleted while their entries
// stay in their notes without them. Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { expectRefusal, NOW, startNotesApi, type Note, type NoteContext, type NotesApi } from './notesApi';

describe('note contexts', () => {
  let api: NotesApi;
  let anna: NoteContext;
  let bertil: NoteContext;
  let cecilia: NoteContext;

  beforeAll(async () => {
    api = await startNotesApi('conny');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes contexts with trimmed names and an empty description by default', async () => {
    api.setNow(NOW);
    anna = await api.ok('createNoteContext', { body: { name: '  Anna ', description: 'My sister' } });
    expect(anna).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Anna', description: 'My sister', createdAt: NOW, entryCount: 0 });
    cecilia = await api.ok('createNoteContext', { body: { name: 'Cecilia' } });
    expect(cecilia).toEqual({ _id: expect.any(String), name: 'Cecilia', description: '', createdAt: NOW, entryCount: 0 });
    bertil = await api.makeContext('bertil', 'A colleague');
  });

  it('refuses a name the user already has, ignoring case (409), and lets another user have it', async () => {
    const before = await api.snapshot();
    for (const name of ['ANNA', ' anna ', 'Bertil']) expectRefusal(await api.call('createNoteContext', { body: { name } }), 409, 'NOTE_CONTEXT_NAME_TAKEN');
    expect(await api.snapshot()).toEqual(before);
    const other = await api.otherUser('contextual');
    expect((await other.call('createNoteContext', { body: { name: 'Anna' } })).statusCode).toBe(200);
  });

  const creations: Array<[string, RequestBody<'createNoteContext'>, ErrorCode]> = [
    ['an empty name', { name: '' }, 'NOTE_CONTEXT_NAME_REQUIRED'],
    ['a blank name', { name: '   ', description: 'nobody' }, 'NOTE_CONTEXT_NAME_REQUIRED'],
  ];
  it.each(creations)('refuses a context with %s (400) and makes nothing', async (_name, body, code) => {
    const before = await api.snapshot();
    expectRefusal(await api.call('createNoteContext', { body }), 400, code);
    expect(await api.snapshot()).toEqual(before);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['a long name', { name: 'x'.repeat(101) }, 'name must be at most 100 characters long'],
    ['a long description', { name: 'Long', description: 'd'.repeat(2001) }, 'description must be at most 2000 characters long'],
    ['no name', { description: 'who?' }, 'name is required'],
  ];
  it.each(invalid)('refuses a context with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
    const answer = await api.call('createNoteContext', { body: body as RequestBody<'createNoteContext'> });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual(errorOf('VALIDATION_FAILED', message));
  });

  describe('with entries', () => {
    let older: Note;
    let newest: Note;
    let middle: Note;

    beforeAll(async () => {
      const collection = await api.makeCollection('People');
      // Made in an order that is neither the dates' nor their reverse.
      older = await api.makeNote({ name: 'Older', effectiveDate: '2026-03-01', entries: [{ text: 'Called Anna', contextIds: [anna._id] }] });
      newest = await api.makeNote({
        name: 'Newest',
        effectiveDate: '2026-03-03',
        entries: [{ text: 'Lunch with Anna and Bertil', contextIds: [anna._id, bertil._id] }, { text: 'Alone in the evening' }],
      });
      middle = await api.makeNote({ name: 'Middle', notesCollectionId: collection._id, effectiveDate: '2026-03-02', entries: [{ text: 'Anna visited', contextIds: [anna._id] }] });
    });

    it('lists the contexts by name with how many entries use each', async () => {
      const list = await api.ok('getNoteContexts');
      expect(Array.isArray(list)).toBe(true);
      expect((list as NoteContext[]).map(({ name, entryCount }) => [name, entryCount])).toEqual([
        ['Anna', 3],
        ['bertil', 1],
        ['Cecilia', 0],
      ]);
      expect((list as NoteContext[])[0]).toEqual({ ...anna, entryCount: 3 });
    });

    it('reads one context with its entries across notes, newest note first', async () => {
      expect(await api.readContext(anna._id)).toEqual({
        context: { ...anna, entryCount: 3 },
        entries: [
          { noteId: newest._id, noteName: 'Newest', effectiveDate: '2026-03-03', entry: newest.entries[0] },
          { noteId: middle._id, noteName: 'Middle', effectiveDate: '2026-03-02', entry: middle.entries[0] },
          { noteId: older._id, noteName: 'Older', effectiveDate: '2026-03-01', entry: older.entries[0] },
        ],
      });
      expect(await api.readContext(cecilia._id)).toEqual({ context: cecilia, entries: [] });
    });

    it('follows a note re-dated and renamed', async () => {
      await api.ok('updateNote', { body: { noteId: older._id, name: 'Oldest no more', effectiveDate: '2026-03-04' } });
      const { entries } = await api.readContext(anna._id);
      expect(entries.map(({ noteId, noteName, effectiveDate }) => [noteId, noteName, effectiveDate])).toEqual([
        [older._id, 'Oldest no more', '2026-03-04'],
        [newest._id, 'Newest', '2026-03-03'],
        [middle._id, 'Middle', '2026-03-02'],
      ]);
    });

    it('answers 404 NOTE_CONTEXT_NOT_FOUND for an unknown context', async () => {
      expectRefusal(await api.call('getNoteContexts', { query: { contextId: newId() } }), 404, 'NOTE_CONTEXT_NOT_FOUND');
    });

    it('renames and describes a context, also to another case of its own name; the entries keep it', async () => {
      api.advance(60_000);
      expect(await api.ok('updateNoteContext', { body: { contextId: bertil._id, name: ' Bert ' } })).toEqual({ ...bertil, name: 'Bert', entryCount: 1 });
      expect(await api.ok('updateNoteContext', { body: { contextId: bertil._id, name: 'BERT', description: '' } })).toEqual({
        ...bertil,
        name: 'BERT',
        description: '',
        entryCount: 1,
      });
      expect(await api.ok('updateNoteContext', { body: { contextId: bertil._id, description: 'Works in Malmö' } })).toMatchObject({ name: 'BERT', description: 'Works in Malmö' });
      expect((await api.readNote(newest._id)).entries[0]!.contextIds).toEqual(expect.arrayContaining([anna._id, bertil._id]));
      expect((await api.readContext(bertil._id)).context).toMatchObject({ name: 'BERT', entryCount: 1 });
    });

    type Refused = [string, () => RequestBody<'updateNoteContext'>, number, ErrorCode];
    const refusals: Refused[] = [
      ['nothing but its id', () => ({ contextId: bertil._id }), 400, 'NOTHING_TO_CHANGE'],
      ['an unknown context', () => ({ contextId: newId(), name: 'Ghost' }), 404, 'NOTE_CONTEXT_NOT_FOUND'],
      ['an empty name', () => ({ contextId: bertil._id, name: '' }), 400, 'NOTE_CONTEXT_NAME_REQUIRED'],
      ['a blank name beside a description', () => ({ contextId: bertil._id, name: '  ', description: 'changed' }), 400, 'NOTE_CONTEXT_NAME_REQUIRED'],
      ["another context's name", () => ({ contextId: bertil._id, name: 'anna' }), 409, 'NOTE_CONTEXT_NAME_TAKEN'],
      ["another context's name beside a description", () => ({ contextId: bertil._id, name: 'CECILIA', description: 'changed' }), 409, 'NOTE_CONTEXT_NAME_TAKEN'],
    ];
    it.each(refusals)('refuses a change with %s and changes nothing', async (_name, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('updateNoteContext', { body: body() }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('deletes a context; its entries stay in their notes without it', async () => {
      expect(await api.ok('deleteNoteContext', { query: { contextId: anna._id } })).toBeNull();
      expectRefusal(await api.call('getNoteContexts', { query: { contextId: anna._id } }), 404, 'NOTE_CONTEXT_NOT_FOUND');
      expect(((await api.ok('getNoteContexts')) as NoteContext[]).map(({ name, entryCount }) => [name, entryCount])).toEqual([
        ['BERT', 1],
        ['Cecilia', 0],
      ]);
      const newestAfter = await api.readNote(newest._id);
      expect(newestAfter.entries.map(({ text, contextIds }) => [text, contextIds])).toEqual([
        ['Lunch with Anna and Bertil', [bertil._id]],
        ['Alone in the evening', []],
      ]);
      expect(newestAfter.entries.map((entry) => entry._id)).toEqual(newest.entries.map((entry) => entry._id));
      expect((await api.readNote(older._id)).entries).toEqual([{ ...older.entries[0]!, contextIds: [] }]);
      expect((await api.readNote(middle._id)).entries).toEqual([{ ...middle.entries[0]!, contextIds: [] }]);
      // Its name is free again.
      expect((await api.call('createNoteContext', { body: { name: 'Anna' } })).statusCode).toBe(200);
      expectRefusal(await api.call('deleteNoteContext', { query: { contextId: anna._id } }), 404, 'NOTE_CONTEXT_NOT_FOUND');
    });

    it('refuses to give an entry a deleted context (404 NOTE_CONTEXT_NOT_FOUND)', async () => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createNote', { body: { name: 'Late', entries: [{ text: 'Anna again', contextIds: [anna._id] }] } }), 404, 'NOTE_CONTEXT_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
