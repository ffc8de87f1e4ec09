// The notes area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes a collection with a question and a context, reads and changes them, writes a note
// with an answer and an entry in that context, finds it by search, changes it, opens the journal's
// note of a date, and deletes the note, the context and the collection (keeping its other notes),
// each call asserting what a user would notice.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { notes } from '../../../src/server/areas/notes/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface NotesWorld {
  t: TestApp;
  user: User;
  collection: Schemas['NotesCollection'];
  context: Schemas['NoteContext'];
  note: Schemas['Note'];
  journalNote: Schemas['Note'];
}

const NOW = '2026-11-25T09:00:00.000Z';

export const operations: AreaOperations<typeof notes, NotesWorld> = {
  async start() {
    const world = {} as NotesWorld;
    world.t = await createTestApp({ settings: { notes: { now: () => new Date(NOW) } } });
    world.user = await signUp(world.t.app, 'nils');
    return world;
  },
  entries: {
    createNotesCollection: {
      call: ({ t, user }) =>
        callOperation(t.app, 'createNotesCollection', { body: { name: 'Daily', questions: [{ text: 'Mood', type: 'scale', displayInList: true }] }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({
          _id: expect.any(String),
          name: 'Daily',
          createdAt: NOW,
          questions: [{ _id: expect.any(String), text: 'Mood', type: 'scale', displayInList: true }],
          options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false },
          noteCount: 0,
        });
        world.collection = data;
      },
    },
    getNotesCollections: {
      call: ({ t, user }) => callOperation(t.app, 'getNotesCollections', { token: user.access.token }),
      check: (data, { collection }) => expect(data).toEqual([collection]),
    },
    updateNotesCollection: {
      call: ({ t, user, collection }) =>
        callOperation(t.app, 'updateNotesCollection', { body: { notesCollectionId: collection._id, name: 'Diary', options: { displayInList: true } }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.collection, name: 'Diary', options: { ...world.collection.options, displayInList: true } });
        world.collection = data;
      },
    },
    createNoteContext: {
      call: ({ t, user }) => callOperation(t.app, 'createNoteContext', { body: { name: 'Home' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Home', description: '', createdAt: NOW, entryCount: 0 });
        world.context = data;
      },
    },
    updateNoteContext: {
      call: ({ t, user, context }) => callOperation(t.app, 'updateNoteContext', { body: { contextId: context._id, description: 'Where I live' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.context, description: 'Where I live' });
        world.context = data;
      },
    },
    createNote: {
      call: ({ t, user, collection, context }) =>
        callOperation(t.app, 'createNote', {
          body: {
            name: 'Monday',
            notesCollectionId: collection._id,
            effectiveDate: '2026-11-23',
            answers: [{ questionId: collection.questions[0]!._id, value: 7 }],
            entries: [{ text: 'Baked bread at home', contextIds: [context._id] }],
          },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data).toEqual({
          _id: expect.any(String),
          name: 'Monday',
          secondName: '',
          notesCollectionId: world.collection._id,
          effectiveDate: '2026-11-23',
          createdAt: NOW,
          updatedAt: NOW,
          answers: [{ questionId: world.collection.questions[0]!._id, text: 'Mood', type: 'scale', displayInList: true, value: 7 }],
          archivedAnswers: [],
          entries: [{ _id: expect.any(String), text: 'Baked bread at home', createdAt: NOW, updatedAt: NOW, contextIds: [world.context._id] }],
        });
        world.note = data;
      },
    },
    getNotes: {
      call: ({ t, user }) => callOperation(t.app, 'getNotes', { query: { search: 'bread' }, token: user.access.token }),
      check: async (data, { t, user, note, collection }) => {
        expect(data).toEqual({
          results: [
            {
              note: {
                _id: note._id,
                name: 'Monday',
                secondName: '',
                notesCollectionId: collection._id,
                effectiveDate: '2026-11-23',
                createdAt: NOW,
                listAnswers: note.answers,
                entryCount: 1,
              },
              snippet: expect.stringContaining('bread'),
              highlights: [expect.objectContaining({ length: 5 })],
            },
          ],
        });
        expect(dataOf(await callOperation(t.app, 'getNotes', { query: { noteId: note._id }, token: user.access.token }))).toEqual(note);
        expect(dataOf(await callOperation(t.app, 'getNotes', { query: { notesCollectionId: collection._id }, token: user.access.token }))).toMatchObject({
          notes: [{ _id: note._id }],
          pageNumber: 1,
          totalPages: 1,
        });
      },
    },
    getNoteContexts: {
      call: ({ t, user, context }) => callOperation(t.app, 'getNoteContexts', { query: { contextId: context._id }, token: user.access.token }),
      check: (data, { context, note }) =>
        expect(data).toEqual({
          context: { ...context, entryCount: 1 },
          entries: [{ noteId: note._id, noteName: 'Monday', effectiveDate: '2026-11-23', entry: note.entries[0] }],
        }),
    },
    updateNote: {
      call: ({ t, user, note }) =>
        callOperation(t.app, 'updateNote', {
          body: { noteId: note._id, name: 'Baking day', entries: [{ _id: note.entries[0]!._id, text: 'Baked two loaves' }, { text: 'Walked' }] },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data).toMatchObject({ _id: world.note._id, name: 'Baking day', answers: world.note.answers });
        expect(data.entries.map(({ _id, text }) => [_id, text])).toEqual([
          [world.note.entries[0]!._id, 'Baked two loaves'],
          [expect.any(String), 'Walked'],
        ]);
        world.note = data;
      },
    },
    openJournalNote: {
      call: ({ t, user, collection }) => callOperation(t.app, 'openJournalNote', { body: { notesCollectionId: collection._id, effectiveDate: '2026-11-24' }, token: user.access.token }),
      check: async (data, world) => {
        expect(data).toMatchObject({ name: '2026-11-24', effectiveDate: '2026-11-24', notesCollectionId: world.collection._id, entries: [] });
        expect(data.answers.map((answer) => answer.value)).toEqual([null]);
        world.journalNote = data;
        const again = dataOf(await callOperation(world.t.app, 'openJournalNote', { body: { notesCollectionId: world.collection._id, effectiveDate: '2026-11-24' }, token: world.user.access.token }));
        expect(again._id).toBe(data._id);
      },
    },
    deleteNote: {
      call: ({ t, user, note }) => callOperation(t.app, 'deleteNote', { query: { noteId: note._id }, token: user.access.token }),
      check: async (data, { t, user, note }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getNotes', { query: { noteId: note._id }, token: user.access.token })).statusCode).toBe(404);
      },
    },
    deleteNoteContext: {
      call: ({ t, user, context }) => callOperation(t.app, 'deleteNoteContext', { query: { contextId: context._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getNoteContexts', { token: user.access.token }))).toEqual([]);
      },
    },
    deleteNotesCollection: {
      call: ({ t, user, collection }) => callOperation(t.app, 'deleteNotesCollection', { query: { notesCollectionId: collection._id }, token: user.access.token }),
      check: async (data, { t, user, journalNote }) => {
        expect(data).toEqual({ deletedNotes: 0, keptNotes: 1 });
        expect(dataOf(await callOperation(t.app, 'getNotesCollections', { token: user.access.token }))).toEqual([]);
        expect(dataOf(await callOperation(t.app, 'getNotes', { query: { noteId: journalNote._id }, token: user.access.token }))).toMatchObject({ notesCollectionId: null });
      },
    },
    importNotes: {
      call: ({ t, user }) => {
        const archive = Buffer.from(zipSync({ 'Trips/Oslo.md': strToU8('---\ntitle: Oslo in May\ndate: 2026-05-02\n---\nFerry at nine.'), 'logo.png': new Uint8Array(8) })).toString('base64');
        return callOperation(t.app, 'importNotes', { body: { archive, timeZone: 'Europe/Stockholm' }, token: user.access.token });
      },
      check: async (data, { t, user }) => {
        expect(data).toEqual({
          dryRun: false,
          notes: [{ path: 'Trips/Oslo.md', name: 'Oslo in May', effectiveDate: '2026-05-02', collection: 'Trips' }],
          collections: [{ name: 'Trips', isNew: true }],
          skipped: [{ path: 'logo.png', reason: 'notMarkdown' }],
        });
        expect(dataOf(await callOperation(t.app, 'getNotesCollections', { token: user.access.token }))).toEqual([expect.objectContaining({ name: 'Trips', noteCount: 1 })]);
      },
    },
    exportNotes: {
      callForBytes: ({ t, user }) => callOperationForBytes(t.app, 'exportNotes', { token: user.access.token }),
      checkBytes: (answer) => {
        expect(answer.headers['content-type']).toBe('application/zip');
        const files = unzipSync(answer.bytes);
        expect(Object.keys(files)).toContain('Trips/Oslo in May.md');
        expect(strFromU8(files['Trips/Oslo in May.md']!)).toMatch(/^---\ntitle: Oslo in May\ndate: 2026-05-02\n[\s\S]*---\n\nFerry at nine\.\n$/);
      },
    },
  },
};
