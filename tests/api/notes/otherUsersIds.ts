// The notes area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's collection, question, note, entry or context
// (and, where it takes two, with the attacker's own beside the victim's), and what the victim sees
// of their own notes: collections, a note, a page, a date, a search and the contexts.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  collection: string;
  question: string;
  note: string;
  entry: string;
  context: string;
}

/** Filled by prepare: the victim's and the attacker's own collection, question, note, entry and context. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

const DATE = '2026-11-20';

async function makeNotes(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const collection = dataOf(
    await callOperation(t.app, 'createNotesCollection', { body: { name: 'Private diary', questions: [{ text: 'Mood', type: 'scale', displayInList: true }] }, token }),
  );
  const question = collection.questions[0]!._id;
  const context = dataOf(await callOperation(t.app, 'createNoteContext', { body: { name: 'Therapist' }, token }));
  const note = dataOf(
    await callOperation(t.app, 'createNote', {
      body: {
        name: 'Secret thoughts',
        notesCollectionId: collection._id,
        effectiveDate: DATE,
        answers: [{ questionId: question, value: 4 }],
        entries: [{ text: 'Confided in the therapist', contextIds: [context._id] }],
      },
      token,
    }),
  );
  return { collection: collection._id, question, note: note._id, entry: note.entries[0]!._id, context: context._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeNotes(t, victim);
    ids.attacker = await makeNotes(t, attacker);
  },
  attempts: {
    getNotes: [
      ({ app }, { attacker }) => callOperation(app, 'getNotes', { query: { noteId: ids.victim.note }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getNotes', { query: { notesCollectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getNotes', { query: { notesCollectionId: ids.victim.collection, pageNumber: 1 }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getNotes', { query: { search: 'therapist', notesCollectionId: ids.victim.collection }, token: attacker.access.token }),
    ],
    createNote: [
      ({ app }, { attacker }) => callOperation(app, 'createNote', { body: { name: 'Planted', notesCollectionId: ids.victim.collection }, token: attacker.access.token }),
      // The victim's question on the attacker's own collection.
      ({ app }, { attacker }) =>
        callOperation(app, 'createNote', {
          body: { name: 'Planted', notesCollectionId: ids.attacker.collection, answers: [{ questionId: ids.victim.question, value: 5 }] },
          token: attacker.access.token,
        }),
      // The victim's context on the attacker's own entry, and the victim's entry id.
      ({ app }, { attacker }) =>
        callOperation(app, 'createNote', { body: { name: 'Planted', entries: [{ text: 'tagged', contextIds: [ids.victim.context] }] }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'createNote', { body: { name: 'Planted', entries: [{ _id: ids.victim.entry, text: 'stolen' }] }, token: attacker.access.token }),
    ],
    updateNote: [
      ({ app }, { attacker }) => callOperation(app, 'updateNote', { body: { noteId: ids.victim.note, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateNote', { body: { noteId: ids.victim.note, entries: [] }, token: attacker.access.token }),
      // The attacker's own note moved into the victim's collection, answering the victim's
      // question, taking the victim's entry, tagged with the victim's context.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNote', { body: { noteId: ids.attacker.note, notesCollectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNote', { body: { noteId: ids.attacker.note, answers: [{ questionId: ids.victim.question, value: 1 }] }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNote', {
          body: { noteId: ids.attacker.note, entries: [{ _id: ids.attacker.entry, text: 'mine' }, { _id: ids.victim.entry, text: 'stolen' }] },
          token: attacker.access.token,
        }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNote', {
          body: { noteId: ids.attacker.note, name: 'Renamed too', entries: [{ _id: ids.attacker.entry, text: 'mine', contextIds: [ids.victim.context] }] },
          token: attacker.access.token,
        }),
    ],
    deleteNote: [({ app }, { attacker }) => callOperation(app, 'deleteNote', { query: { noteId: ids.victim.note }, token: attacker.access.token })],
    openJournalNote: [
      ({ app }, { attacker }) => callOperation(app, 'openJournalNote', { body: { notesCollectionId: ids.victim.collection, effectiveDate: DATE }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'openJournalNote', { body: { notesCollectionId: ids.victim.collection, effectiveDate: '2026-11-21', name: 'Planted' }, token: attacker.access.token }),
    ],
    getNotesCollections: [
      ({ app }, { attacker }) => callOperation(app, 'getNotesCollections', { query: { notesCollectionId: ids.victim.collection }, token: attacker.access.token }),
    ],
    // A new collection holds no questions yet: the victim's question id there is not found either.
    createNotesCollection: [
      ({ app }, { attacker }) =>
        callOperation(app, 'createNotesCollection', { body: { name: 'Copy', questions: [{ _id: ids.victim.question, text: 'Mood', type: 'scale' }] }, token: attacker.access.token }),
    ],
    updateNotesCollection: [
      ({ app }, { attacker }) => callOperation(app, 'updateNotesCollection', { body: { notesCollectionId: ids.victim.collection, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNotesCollection', {
          body: { notesCollectionId: ids.victim.collection, questions: [], retroUpdateQuestions: true },
          token: attacker.access.token,
        }),
      // The victim's question taken into the attacker's own collection, with and without its notes following.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNotesCollection', {
          body: { notesCollectionId: ids.attacker.collection, questions: [{ _id: ids.victim.question, text: 'Stolen', type: 'text' }] },
          token: attacker.access.token,
        }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateNotesCollection', {
          body: {
            notesCollectionId: ids.attacker.collection,
            name: 'Renamed too',
            questions: [{ _id: ids.attacker.question, text: 'Mood', type: 'scale' }, { _id: ids.victim.question, text: 'Stolen', type: 'text' }],
            retroUpdateQuestions: true,
          },
          token: attacker.access.token,
        }),
    ],
    deleteNotesCollection: [
      ({ app }, { attacker }) => callOperation(app, 'deleteNotesCollection', { query: { notesCollectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'deleteNotesCollection', { query: { notesCollectionId: ids.victim.collection, deleteNotes: true }, token: attacker.access.token }),
    ],
    getNoteContexts: [({ app }, { attacker }) => callOperation(app, 'getNoteContexts', { query: { contextId: ids.victim.context }, token: attacker.access.token })],
    updateNoteContext: [
      ({ app }, { attacker }) => callOperation(app, 'updateNoteContext', { body: { contextId: ids.victim.context, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateNoteContext', { body: { contextId: ids.victim.context, description: 'Read by mallory' }, token: attacker.access.token }),
    ],
    deleteNoteContext: [({ app }, { attacker }) => callOperation(app, 'deleteNoteContext', { query: { contextId: ids.victim.context }, token: attacker.access.token })],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([
      callOperation(app, 'getNotesCollections', { token }),
      callOperation(app, 'getNotesCollections', { query: { notesCollectionId: ids.victim.collection }, token }),
      callOperation(app, 'getNotes', { query: { noteId: ids.victim.note }, token }),
      callOperation(app, 'getNotes', { query: { notesCollectionId: ids.victim.collection }, token }),
      callOperation(app, 'getNotes', { query: { withoutCollection: true }, token }),
      callOperation(app, 'getNotes', { query: { effectiveDate: DATE }, token }),
      callOperation(app, 'getNotes', { query: { search: 'therapist' }, token }),
      callOperation(app, 'getNoteContexts', { token }),
      callOperation(app, 'getNoteContexts', { query: { contextId: ids.victim.context }, token }),
    ]);
  },
};
