// Proves /notes-collection: collections are made with their questions and options (and defaults),
// listed oldest first with their note counts, renamed and re-optioned; a change of questions
// reaches only new notes, unless retroUpdateQuestions carries it to every note of the collection
// (new questions unanswered, changed ones followed, removed or no longer fitting answers archived
// with their values); deleting one deletes its notes or keeps them outside any collection. Every
// refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { expectRefusal, keep, NOW, question, questionOf, startNotesApi, valuesOf, type NotesApi, type NotesCollection } from './notesApi';

const MINUTE = 60_000;

describe('notes collections', () => {
  let api: NotesApi;

  beforeAll(async () => {
    api = await startNotesApi('colette');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('making, listing and changing', () => {
    it('makes a collection with its questions in order and its options, trimmed', async () => {
      api.setNow(NOW);
      const made = await api.ok('createNotesCollection', {
        body: {
          name: '  Daily  ',
          questions: [question('Mood', 'scale', true), question('Hours slept', 'number'), question('Highlight', 'text', false), question('Exercised?', 'yesNo')],
          options: { displayInList: true, splitTitle: true },
        },
      });
      expect(made).toEqual({
        _id: expect.stringMatching(/^[\w-]{12}$/),
        name: 'Daily',
        createdAt: NOW,
        questions: [
          { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Mood', type: 'scale', displayInList: true },
          { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Hours slept', type: 'number', displayInList: false },
          { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Highlight', type: 'text', displayInList: false },
          { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Exercised?', type: 'yesNo', displayInList: false },
        ],
        options: { displayInList: true, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: true },
        noteCount: 0,
      });
      expect(new Set(made.questions.map((asked) => asked._id)).size).toBe(4);
      expect(await api.readCollection(made._id)).toEqual(made);
    });

    it('makes a collection from a name alone: no questions, every option off', async () => {
      expect(await api.ok('createNotesCollection', { body: { name: 'Ideas' } })).toEqual({
        _id: expect.any(String),
        name: 'Ideas',
        createdAt: expect.any(String),
        questions: [],
        options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false },
        noteCount: 0,
      });
    });

    it('lists every collection oldest first (not by name) with how many notes each holds', async () => {
      const own = await api.otherUser('listed');
      api.setNow('2026-11-26T08:00:00.000Z');
      const zebra = await own.ok('createNotesCollection', { body: { name: 'Zebra' } });
      api.advance(MINUTE);
      const apple = await own.ok('createNotesCollection', { body: { name: 'Apple' } });
      api.advance(MINUTE);
      const mango = await own.ok('createNotesCollection', { body: { name: 'Mango' } });
      for (const name of ['one', 'two']) await own.ok('createNote', { body: { name, notesCollectionId: apple._id } });
      await own.ok('createNote', { body: { name: 'three', notesCollectionId: mango._id } });
      await own.ok('createNote', { body: { name: 'loose' } });

      const list = await own.ok('getNotesCollections');
      expect(Array.isArray(list)).toBe(true);
      expect((list as NotesCollection[]).map(({ name, noteCount, createdAt }) => [name, noteCount, createdAt])).toEqual([
        ['Zebra', 0, '2026-11-26T08:00:00.000Z'],
        ['Apple', 2, '2026-11-26T08:01:00.000Z'],
        ['Mango', 1, '2026-11-26T08:02:00.000Z'],
      ]);
      expect((list as NotesCollection[])[0]).toEqual(zebra);
      // One collection answers with the same count.
      expect((await own.ok('getNotesCollections', { query: { notesCollectionId: apple._id } })) as NotesCollection).toMatchObject({ noteCount: 2 });
    });

    it('answers 404 NOTES_COLLECTION_NOT_FOUND for an unknown collection', async () => {
      expectRefusal(await api.call('getNotesCollections', { query: { notesCollectionId: newId() } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
    });

    it('renames a collection and changes only the options it is sent, keeping its questions', async () => {
      const made = await api.makeCollection('Work log', [question('Focus', 'scale')], { promptSwedishTitle: true });
      const renamed = await api.ok('updateNotesCollection', { body: { notesCollectionId: made._id, name: ' Work diary ' } });
      expect(renamed).toEqual({ ...made, name: 'Work diary' });
      const changed = await api.ok('updateNotesCollection', { body: { notesCollectionId: made._id, options: { labelInListAfterAnswer: true, promptSwedishTitle: false } } });
      expect(changed).toEqual({ ...made, name: 'Work diary', options: { displayInList: false, labelInListAfterAnswer: true, promptSwedishTitle: false, splitTitle: false } });
      expect(await api.readCollection(made._id)).toEqual(changed);
    });
  });

  describe('changing questions without retroUpdateQuestions', () => {
    let daily: NotesCollection;
    let before: Awaited<ReturnType<NotesApi['readNote']>>;

    beforeAll(async () => {
      daily = await api.makeCollection('Habits', [question('Mood', 'scale', true), question('Slept', 'number'), question('Diary', 'text'), question('Exercised', 'yesNo')]);
      const mood = questionOf(daily, 'Mood')._id;
      const slept = questionOf(daily, 'Slept')._id;
      const diary = questionOf(daily, 'Diary')._id;
      const exercised = questionOf(daily, 'Exercised')._id;
      before = await api.makeNote({
        name: 'Monday',
        notesCollectionId: daily._id,
        answers: [
          { questionId: mood, value: 7 },
          { questionId: slept, value: 7.5 },
          { questionId: diary, value: 'A good day' },
          { questionId: exercised, value: true },
        ],
      });
    });

    it('reorders, adds, removes and changes the questions of the collection', async () => {
      const changed = await api.ok('updateNotesCollection', {
        body: {
          notesCollectionId: daily._id,
          questions: [keep(daily, 'Exercised', { text: 'Worked out?' }), keep(daily, 'Mood', { type: 'number', displayInList: false }), question('Energy', 'scale', true)],
        },
      });
      expect(changed.questions).toEqual([
        { _id: questionOf(daily, 'Exercised')._id, text: 'Worked out?', type: 'yesNo', displayInList: false },
        { _id: questionOf(daily, 'Mood')._id, text: 'Mood', type: 'number', displayInList: false },
        { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Energy', type: 'scale', displayInList: true },
      ]);
      expect(changed.questions.map((asked) => asked._id)).not.toContain(questionOf(daily, 'Slept')._id);
      expect(changed.noteCount).toBe(1);
      daily = changed;
    });

    it('leaves the existing note with its own copies of the old questions and their answers', async () => {
      expect(await api.readNote(before._id)).toEqual(before);
      expect(valuesOf(before)).toEqual([
        ['Mood', 7],
        ['Slept', 7.5],
        ['Diary', 'A good day'],
        ['Exercised', true],
      ]);
    });

    it('gives a new note the new questions, unanswered', async () => {
      const made = await api.makeNote({ name: 'Tuesday', notesCollectionId: daily._id });
      expect(made.answers).toEqual([
        { questionId: questionOf(daily, 'Worked out?')._id, text: 'Worked out?', type: 'yesNo', displayInList: false, value: null },
        { questionId: questionOf(daily, 'Mood')._id, text: 'Mood', type: 'number', displayInList: false, value: null },
        { questionId: questionOf(daily, 'Energy')._id, text: 'Energy', type: 'scale', displayInList: true, value: null },
      ]);
      expect(made.archivedAnswers).toEqual([]);
      // The old note still answers the questions it holds; the new one does not hold them.
      const slept = before.answers.find((answer) => answer.text === 'Slept')!.questionId;
      expect(valuesOf(await api.ok('updateNote', { body: { noteId: before._id, answers: [{ questionId: slept, value: 6 }] } }))).toContainEqual(['Slept', 6]);
      expectRefusal(await api.call('updateNote', { body: { noteId: made._id, answers: [{ questionId: slept, value: 6 }] } }), 404, 'QUESTION_NOT_FOUND');
    });
  });

  describe('changing questions with retroUpdateQuestions', () => {
    let retro: NotesCollection;
    let first: Awaited<ReturnType<NotesApi['readNote']>>;
    let second: Awaited<ReturnType<NotesApi['readNote']>>;
    let elsewhere: Awaited<ReturnType<NotesApi['readNote']>>;
    const id = (text: string) => questionOf(retro, text)._id;

    beforeAll(async () => {
      retro = await api.makeCollection('Retro', [
        question('Mood', 'scale', true),
        question('Slept', 'number'),
        question('Diary', 'text'),
        question('Exercised', 'yesNo'),
        question('Weight', 'number'),
      ]);
      first = await api.makeNote({
        name: 'First',
        notesCollectionId: retro._id,
        effectiveDate: '2026-11-01',
        answers: [
          { questionId: id('Mood'), value: 7 },
          { questionId: id('Slept'), value: 7.5 },
          { questionId: id('Diary'), value: 'good day' },
          { questionId: id('Exercised'), value: true },
          { questionId: id('Weight'), value: 80 },
        ],
      });
      second = await api.makeNote({
        name: 'Second',
        notesCollectionId: retro._id,
        effectiveDate: '2026-11-02',
        answers: [
          { questionId: id('Mood'), value: 3 },
          { questionId: id('Slept'), value: 9 },
          { questionId: id('Exercised'), value: false },
        ],
      });
      // A note of another collection with the same question texts: never touched.
      const other = await api.makeCollection('Untouched', [question('Mood', 'scale')]);
      elsewhere = await api.makeNote({ name: 'Elsewhere', notesCollectionId: other._id, answers: [{ questionId: questionOf(other, 'Mood')._id, value: 5 }] });
    });

    it('carries the new list to every note of the collection, archiving what no longer fits', async () => {
      const changed = await api.ok('updateNotesCollection', {
        body: {
          notesCollectionId: retro._id,
          retroUpdateQuestions: true,
          questions: [
            keep(retro, 'Exercised', { text: 'Worked out?' }),
            // 7 and 3 are numbers: kept.
            keep(retro, 'Mood', { type: 'number' }),
            // 7.5 is no whole number from 1 to 10: archived; 9 is: kept.
            keep(retro, 'Slept', { type: 'scale' }),
            // "good day" is no number: archived.
            keep(retro, 'Diary', { type: 'number' }),
            question('Energy', 'scale'),
            // Weight is left out: removed.
          ],
        },
      });
      const energy = questionOf(changed, 'Energy')._id;
      expect(changed.noteCount).toBe(2);

      const firstAfter = await api.readNote(first._id);
      expect(firstAfter.answers).toEqual([
        { questionId: id('Exercised'), text: 'Worked out?', type: 'yesNo', displayInList: false, value: true },
        { questionId: id('Mood'), text: 'Mood', type: 'number', displayInList: true, value: 7 },
        { questionId: id('Slept'), text: 'Slept', type: 'scale', displayInList: false, value: null },
        { questionId: id('Diary'), text: 'Diary', type: 'number', displayInList: false, value: null },
        { questionId: energy, text: 'Energy', type: 'scale', displayInList: false, value: null },
      ]);
      // The archived answers keep the question as it was when they were given, and the value.
      expect(firstAfter.archivedAnswers).toHaveLength(3);
      expect(firstAfter.archivedAnswers).toEqual(
        expect.arrayContaining([
          { questionId: id('Slept'), text: 'Slept', type: 'number', displayInList: false, value: 7.5 },
          { questionId: id('Diary'), text: 'Diary', type: 'text', displayInList: false, value: 'good day' },
          { questionId: id('Weight'), text: 'Weight', type: 'number', displayInList: false, value: 80 },
        ]),
      );
      expect({ ...firstAfter, answers: [], archivedAnswers: [] }).toEqual({ ...first, answers: [], archivedAnswers: [] });

      const secondAfter = await api.readNote(second._id);
      expect(valuesOf(secondAfter)).toEqual([
        ['Worked out?', false],
        ['Mood', 3],
        ['Slept', 9],
        ['Diary', null],
        ['Energy', null],
      ]);
      // Nothing of value was lost, so nothing with a value is archived.
      expect(secondAfter.archivedAnswers.filter((answer) => answer.value !== null)).toEqual([]);

      expect(await api.readNote(elsewhere._id)).toEqual(elsewhere);
      retro = changed;
    });

    it('lets a note answer the questions it now holds, and no longer the removed ones', async () => {
      const energy = questionOf(retro, 'Energy')._id;
      const answered = await api.ok('updateNote', { body: { noteId: first._id, answers: [{ questionId: energy, value: 8 }, { questionId: id('Slept'), value: 6 }] } });
      expect(valuesOf(answered)).toEqual([
        ['Worked out?', true],
        ['Mood', 7],
        ['Slept', 6],
        ['Diary', null],
        ['Energy', 8],
      ]);
      expect(answered.archivedAnswers).toHaveLength(3);
      const weight = first.answers.find((answer) => answer.text === 'Weight')!.questionId;
      expectRefusal(await api.call('updateNote', { body: { noteId: first._id, answers: [{ questionId: weight, value: 81 }] } }), 404, 'QUESTION_NOT_FOUND');
    });

    it('gives a new note the new list', async () => {
      const made = await api.makeNote({ name: 'Third', notesCollectionId: retro._id });
      expect(valuesOf(made)).toEqual([
        ['Worked out?', null],
        ['Mood', null],
        ['Slept', null],
        ['Diary', null],
        ['Energy', null],
      ]);
    });
  });

  describe('refusals', () => {
    let target: NotesCollection;
    let other: NotesCollection;

    beforeAll(async () => {
      target = await api.makeCollection('Target', [question('Mood', 'scale')]);
      other = await api.makeCollection('Other', [question('Theirs', 'text')]);
      await api.makeNote({ name: 'In target', notesCollectionId: target._id, answers: [{ questionId: questionOf(target, 'Mood')._id, value: 4 }] });
    });

    type Case = [string, () => RequestBody<'updateNotesCollection'>, number, ErrorCode];
    const updates: Case[] = [
      ['nothing but its id', () => ({ notesCollectionId: target._id }), 400, 'NOTHING_TO_CHANGE'],
      ['an unknown collection', () => ({ notesCollectionId: newId(), name: 'Ghost' }), 404, 'NOTES_COLLECTION_NOT_FOUND'],
      ['an empty name', () => ({ notesCollectionId: target._id, name: '' }), 400, 'NOTES_COLLECTION_NAME_REQUIRED'],
      ['a blank name', () => ({ notesCollectionId: target._id, name: '   ' }), 400, 'NOTES_COLLECTION_NAME_REQUIRED'],
      ['a question id it does not have', () => ({ notesCollectionId: target._id, questions: [{ _id: newId(), text: 'Mood', type: 'scale' }] }), 404, 'QUESTION_NOT_FOUND'],
      [
        "another collection's question id",
        () => ({ notesCollectionId: target._id, questions: [keep(target, 'Mood'), keep(other, 'Theirs')], retroUpdateQuestions: true }),
        404,
        'QUESTION_NOT_FOUND',
      ],
      ['a blank question text', () => ({ notesCollectionId: target._id, questions: [keep(target, 'Mood'), question('  ', 'text')] }), 400, 'QUESTION_TEXT_REQUIRED'],
      ['a kept question emptied', () => ({ notesCollectionId: target._id, questions: [keep(target, 'Mood', { text: '' })], retroUpdateQuestions: true }), 400, 'QUESTION_TEXT_REQUIRED'],
      // A valid name beside a refused question: the name does not change either.
      ['a good name and a bad question', () => ({ notesCollectionId: target._id, name: 'Renamed', questions: [question('', 'yesNo')] }), 400, 'QUESTION_TEXT_REQUIRED'],
    ];
    it.each(updates)('refuses a change with %s and changes nothing', async (_name, body, status, code) => {
      const before = await api.snapshot();
      const collectionBefore = await api.readCollection(target._id);
      expectRefusal(await api.call('updateNotesCollection', { body: body() }), status, code);
      expect(await api.readCollection(target._id)).toEqual(collectionBefore);
      expect(await api.snapshot()).toEqual(before);
    });

    const creations: Array<[string, RequestBody<'createNotesCollection'>, ErrorCode]> = [
      ['an empty name', { name: '' }, 'NOTES_COLLECTION_NAME_REQUIRED'],
      ['a blank name', { name: ' \t ' }, 'NOTES_COLLECTION_NAME_REQUIRED'],
      ['an empty question', { name: 'Fine', questions: [question('Mood', 'scale'), question('', 'text')] }, 'QUESTION_TEXT_REQUIRED'],
      ['a blank question', { name: 'Fine', questions: [question('   ', 'number')] }, 'QUESTION_TEXT_REQUIRED'],
    ];
    it.each(creations)('refuses to make a collection with %s (400) and makes nothing', async (_name, body, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createNotesCollection', { body }), 400, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('refuses to make a collection with a question id (the new collection has no questions yet)', async () => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createNotesCollection', { body: { name: 'Copy', questions: [keep(target, 'Mood')] } }), 404, 'QUESTION_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });

    const invalid: Array<[string, unknown, string]> = [
      ['a long name', { name: 'c'.repeat(101) }, 'name must be at most 100 characters long'],
      ['an unknown question type', { name: 'Fine', questions: [{ text: 'Mood', type: 'colour' }] }, 'questions[0].type must be one of: text, number, scale, yesNo'],
      ['an unknown option', { name: 'Fine', options: { darkMode: true } }, 'Unknown field: options.darkMode'],
    ];
    it.each(invalid)('refuses a collection with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
      const answer = await api.call('createNotesCollection', { body: body as RequestBody<'createNotesCollection'> });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual(errorOf('VALIDATION_FAILED', message));
    });
  });

  describe('deleting', () => {
    it('deletes a collection with its notes when deleteNotes=true, and says how many', async () => {
      const doomed = await api.makeCollection('Doomed', [question('Mood', 'scale')]);
      const context = await api.makeContext('Doomed context');
      const notes = [
        await api.makeNote({ name: 'd1', notesCollectionId: doomed._id, entries: [{ text: 'bye', contextIds: [context._id] }] }),
        await api.makeNote({ name: 'd2', notesCollectionId: doomed._id }),
      ];
      const loose = await api.makeNote({ name: 'outside' });
      expect(await api.ok('deleteNotesCollection', { query: { notesCollectionId: doomed._id, deleteNotes: true } })).toEqual({ deletedNotes: 2, keptNotes: 0 });
      expectRefusal(await api.call('getNotesCollections', { query: { notesCollectionId: doomed._id } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
      for (const note of notes) expectRefusal(await api.call('getNotes', { query: { noteId: note._id } }), 404, 'NOTE_NOT_FOUND');
      expect((await api.readContext(context._id)).entries).toEqual([]);
      expect(await api.readNote(loose._id)).toEqual(loose);
      expectRefusal(await api.call('deleteNotesCollection', { query: { notesCollectionId: doomed._id, deleteNotes: true } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
    });

    it('keeps the notes outside any collection without deleteNotes, answers and all', async () => {
      const own = await api.otherUser('keeper');
      const going = await own.ok('createNotesCollection', { body: { name: 'Going', questions: [question('Mood', 'scale')] } });
      const mood = questionOf(going, 'Mood')._id;
      const kept = [
        await own.ok('createNote', { body: { name: 'k1', notesCollectionId: going._id, effectiveDate: '2026-10-01', answers: [{ questionId: mood, value: 6 }] } }),
        await own.ok('createNote', { body: { name: 'k2', notesCollectionId: going._id, effectiveDate: '2026-10-02', entries: [{ text: 'still here' }] } }),
      ];
      const loose = await own.ok('createNote', { body: { name: 'already loose', effectiveDate: '2026-09-01' } });
      expect(await own.ok('deleteNotesCollection', { query: { notesCollectionId: going._id } })).toEqual({ deletedNotes: 0, keptNotes: 2 });
      expectRefusal(await own.call('getNotesCollections', { query: { notesCollectionId: going._id } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
      for (const note of kept) {
        expect(await own.ok('getNotes', { query: { noteId: note._id } })).toEqual({ ...note, notesCollectionId: null });
      }
      const page = await own.ok('getNotes', { query: { withoutCollection: true } });
      expect(page).toMatchObject({ pageNumber: 1, totalPages: 1 });
      expect((page as { notes: Array<{ _id: string; notesCollectionId: string | null }> }).notes.map((note) => [note._id, note.notesCollectionId])).toEqual([
        [kept[1]!._id, null],
        [kept[0]!._id, null],
        [loose._id, null],
      ]);
      expect(await own.ok('getNotesCollections')).toEqual([]);
    });

    it('keeps the notes with deleteNotes=false too', async () => {
      const going = await api.makeCollection('Going too');
      const note = await api.makeNote({ name: 'stays', notesCollectionId: going._id });
      expect(await api.ok('deleteNotesCollection', { query: { notesCollectionId: going._id, deleteNotes: false } })).toEqual({ deletedNotes: 0, keptNotes: 1 });
      expect((await api.readNote(note._id)).notesCollectionId).toBeNull();
    });

    it('answers 404 NOTES_COLLECTION_NOT_FOUND for an unknown collection and changes nothing', async () => {
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteNotesCollection', { query: { notesCollectionId: newId() } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
