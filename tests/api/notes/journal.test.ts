// Proves POST /journal-note: a collection used as a journal holds one note per date. Opening a
// date makes its note (named the date unless a name is given, with the collection's questions,
// unanswered) or answers the one made before, also when several opens arrive at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { expectRefusal, NOW, question, questionOf, startNotesApi, type NotesApi, type NotesCollection } from './notesApi';

describe('the journal', () => {
  let api: NotesApi;
  let journal: NotesCollection;

  beforeAll(async () => {
    api = await startNotesApi('judith');
    journal = await api.makeCollection('Journal', [question('Mood', 'scale', true), question('Grateful for', 'text')]);
  });
  afterAll(async () => {
    await api.t.close();
  });

  const open = (body: Omit<RequestBody<'openJournalNote'>, 'notesCollectionId'>, notesCollectionId = journal._id) =>
    api.call('openJournalNote', { body: { notesCollectionId, ...body } });

  it("makes the date's note, named the date, with the collection's questions unanswered", async () => {
    api.setNow(NOW);
    const answer = await open({ effectiveDate: '2026-11-24' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      data: {
        _id: expect.stringMatching(/^[\w-]{12}$/),
        name: '2026-11-24',
        secondName: '',
        notesCollectionId: journal._id,
        effectiveDate: '2026-11-24',
        createdAt: NOW,
        updatedAt: NOW,
        answers: [
          { questionId: questionOf(journal, 'Mood')._id, text: 'Mood', type: 'scale', displayInList: true, value: null },
          { questionId: questionOf(journal, 'Grateful for')._id, text: 'Grateful for', type: 'text', displayInList: false, value: null },
        ],
        archivedAnswers: [],
        entries: [],
      },
    });
    expect((await api.readCollection(journal._id)).noteCount).toBe(1);
  });

  it('answers the same note on a second open, as it is now, without renaming it', async () => {
    const first = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-24' } });
    const changed = await api.ok('updateNote', { body: { noteId: first._id, answers: [{ questionId: questionOf(journal, 'Mood')._id, value: 8 }], entries: [{ text: 'A calm day' }] } });
    const again = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-24', name: 'Another name' } });
    expect(again).toEqual(changed);
    expect(await api.readDate('2026-11-24')).toHaveLength(1);
    expect((await api.readCollection(journal._id)).noteCount).toBe(1);
  });

  it('makes the note of a date named as asked', async () => {
    const named = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-23', name: 'Sunday' } });
    expect(named).toMatchObject({ name: 'Sunday', effectiveDate: '2026-11-23', notesCollectionId: journal._id });
  });

  it('makes another note for another date', async () => {
    const monday = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-24' } });
    const tuesday = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-25' } });
    expect(tuesday._id).not.toBe(monday._id);
    expect(tuesday).toMatchObject({ name: '2026-11-25', effectiveDate: '2026-11-25', entries: [] });
    expect((await api.readCollection(journal._id)).noteCount).toBe(3);
  });

  it('answers the note written in the journal for the date by hand, rather than making a second', async () => {
    const byHand = await api.ok('createNote', { body: { name: 'Friday', notesCollectionId: journal._id, effectiveDate: '2026-11-20' } });
    const opened = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-20' } });
    expect(opened._id).toBe(byHand._id);
    expect(await api.readDate('2026-11-20')).toHaveLength(1);
    await api.ok('deleteNote', { query: { noteId: byHand._id } });
  });

  it('answers one note to five opens at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => open({ effectiveDate: '2026-12-24' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const noteIds = new Set(answers.map((answer) => (answer.body.status ? answer.body.data._id : 'refused')));
    expect(noteIds.size).toBe(1);
    expect(await api.readDate('2026-12-24')).toHaveLength(1);
    expect((await api.readCollection(journal._id)).noteCount).toBe(4);
  });

  it('keeps one note per date in each journal, not across journals', async () => {
    const second = await api.makeCollection('Dream journal');
    const dream = await api.ok('openJournalNote', { body: { notesCollectionId: second._id, effectiveDate: '2026-11-24' } });
    const day = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-24' } });
    expect(dream._id).not.toBe(day._id);
    expect(dream).toMatchObject({ notesCollectionId: second._id, answers: [] });
    // Another user's journal of the same date is theirs alone.
    const other = await api.otherUser('journaler');
    const theirs = await other.ok('createNotesCollection', { body: { name: 'Journal' } });
    const theirNote = await other.ok('openJournalNote', { body: { notesCollectionId: theirs._id, effectiveDate: '2026-11-24' } });
    expect(theirNote._id).not.toBe(day._id);
  });

  it('gives a journal note the questions the collection has when it is made', async () => {
    const changed = await api.ok('updateNotesCollection', {
      body: { notesCollectionId: journal._id, questions: [{ text: 'Slept well', type: 'yesNo' }, { ...questionOf(journal, 'Mood') }] },
    });
    const made = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2027-01-01' } });
    expect(made.answers.map(({ questionId, text, type, value }) => ({ questionId, text, type, value }))).toEqual(
      changed.questions.map(({ _id, text, type }) => ({ questionId: _id, text, type, value: null })),
    );
  });

  it('answers 404 NOTES_COLLECTION_NOT_FOUND for an unknown collection and makes nothing', async () => {
    const before = await api.snapshot();
    expectRefusal(await open({ effectiveDate: '2026-11-24' }, newId()), 404, 'NOTES_COLLECTION_NOT_FOUND');
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses an empty name (400 NOTE_NAME_REQUIRED) and makes nothing', async () => {
    const before = await api.snapshot();
    expectRefusal(await open({ effectiveDate: '2026-10-10', name: '  ' }), 400, 'NOTE_NAME_REQUIRED');
    expect(await api.snapshot()).toEqual(before);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['no date', { notesCollectionId: 'aaaaaaaaaaaa' }, 'effectiveDate is required'],
    ['an impossible date', { notesCollectionId: 'aaaaaaaaaaaa', effectiveDate: '2026-13-01' }, 'effectiveDate must be a valid date'],
    ['no collection', { effectiveDate: '2026-11-24' }, 'notesCollectionId is required'],
  ];
  it.each(invalid)('refuses an open with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
    const answer = await api.call('openJournalNote', { body: body as RequestBody<'openJournalNote'> });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual(errorOf('VALIDATION_FAILED', message));
  });
});
