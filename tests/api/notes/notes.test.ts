// Proves /note: a note is made in a collection (its answers start from the collection's questions,
// unanswered unless given, each value of its question's type) or in none, with entries tied to
// contexts; it is renamed, re-dated, answered (a patch), given a new list of entries (kept ids keep
// their creation time, left-out ones go), moved between collections and deleted. GET /note reads
// one note, a page of 20 newest first, the notes of a date, or (search.test.ts) search results,
// one way at a time. Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, QueryOf, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import {
  expectRefusal,
  NOW,
  question,
  questionOf,
  startNotesApi,
  summaryOf,
  TODAY,
  valuesOf,
  type AnswerValue,
  type Note,
  type NoteContext,
  type NotesApi,
  type NotesCollection,
  type QuestionType,
} from './notesApi';

const MINUTE = 60_000;

type Entry = Note['entries'][number];

describe('notes', () => {
  let api: NotesApi;
  let daily: NotesCollection;
  let typed: NotesCollection;
  let home: NoteContext;
  let work: NoteContext;
  const id = (text: string) => questionOf(daily, text)._id;

  beforeAll(async () => {
    api = await startNotesApi('noah');
    daily = await api.makeCollection('Daily', [question('Mood', 'scale', true), question('Slept', 'number'), question('Highlight', 'text', true), question('Exercised', 'yesNo')], {
      displayInList: true,
    });
    typed = await api.makeCollection('Typed', [question('text', 'text'), question('number', 'number'), question('scale', 'scale'), question('yesNo', 'yesNo')]);
    home = await api.makeContext('Home');
    work = await api.makeContext('Work');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('making', () => {
    it("makes a note in a collection: the collection's questions, unanswered unless given, and its entries", async () => {
      api.setNow(NOW);
      const made = await api.ok('createNote', {
        body: {
          name: 'Monday',
          secondName: 'Måndag',
          notesCollectionId: daily._id,
          effectiveDate: '2026-11-20',
          answers: [
            { questionId: id('Highlight'), value: 'Swimming' },
            { questionId: id('Mood'), value: 7 },
          ],
          entries: [{ text: 'Woke up early' }, { text: 'Met **Anna** at home', contextIds: [home._id] }],
        },
      });
      expect(made).toEqual({
        _id: expect.stringMatching(/^[\w-]{12}$/),
        name: 'Monday',
        secondName: 'Måndag',
        notesCollectionId: daily._id,
        effectiveDate: '2026-11-20',
        createdAt: NOW,
        updatedAt: NOW,
        answers: [
          { questionId: id('Mood'), text: 'Mood', type: 'scale', displayInList: true, value: 7 },
          { questionId: id('Slept'), text: 'Slept', type: 'number', displayInList: false, value: null },
          { questionId: id('Highlight'), text: 'Highlight', type: 'text', displayInList: true, value: 'Swimming' },
          { questionId: id('Exercised'), text: 'Exercised', type: 'yesNo', displayInList: false, value: null },
        ],
        archivedAnswers: [],
        entries: [
          { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Woke up early', createdAt: NOW, updatedAt: NOW, contextIds: [] },
          { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'Met **Anna** at home', createdAt: NOW, updatedAt: NOW, contextIds: [home._id] },
        ],
      });
      expect(made.entries[0]!._id).not.toBe(made.entries[1]!._id);
      expect(await api.readNote(made._id)).toEqual(made);
      expect((await api.readCollection(daily._id)).noteCount).toBe(1);
    });

    it("makes a note in no collection: no answers, no second name, and today's date in UTC by default", async () => {
      const made = await api.ok('createNote', { body: { name: 'Loose thought' } });
      expect(made).toEqual({
        _id: expect.any(String),
        name: 'Loose thought',
        secondName: '',
        notesCollectionId: null,
        effectiveDate: TODAY,
        createdAt: NOW,
        updatedAt: NOW,
        answers: [],
        archivedAnswers: [],
        entries: [],
      });
      // In a collection the default date is the same.
      expect((await api.makeNote({ name: 'Dated today', notesCollectionId: daily._id })).effectiveDate).toBe(TODAY);
    });

    const fitting: Array<[QuestionType, AnswerValue]> = [
      ['text', 'Anything at all'],
      ['text', ''],
      ['number', -3.25],
      ['number', 0],
      ['number', 1e6],
      ['scale', 1],
      ['scale', 10],
      ['yesNo', true],
      ['yesNo', false],
    ];
    it.each(fitting)('keeps a %s answer %j as given', async (type, value) => {
      const made = await api.makeNote({ name: 'typed', notesCollectionId: typed._id, answers: [{ questionId: questionOf(typed, type)._id, value }] });
      expect(made.answers.find((answer) => answer.type === type)!.value).toEqual(value);
      expect(made.answers.filter((answer) => answer.type !== type).map((answer) => answer.value)).toEqual([null, null, null]);
    });

    const misfits: Array<[QuestionType, AnswerValue]> = [
      ['text', 5],
      ['text', true],
      ['number', '5'],
      ['number', false],
      ['scale', 0],
      ['scale', 11],
      ['scale', 2.5],
      ['scale', -1],
      ['scale', '7'],
      ['yesNo', 'yes'],
      ['yesNo', 1],
    ];
    it.each(misfits)('refuses a %s answer %j (400 ANSWER_TYPE_MISMATCH) on making and on changing, and changes nothing', async (type, value) => {
      const answers = [{ questionId: questionOf(typed, type)._id, value }];
      let before = await api.snapshot();
      expectRefusal(await api.call('createNote', { body: { name: 'misfit', notesCollectionId: typed._id, answers } }), 400, 'ANSWER_TYPE_MISMATCH');
      expect(await api.snapshot()).toEqual(before);

      const note = await api.makeNote({ name: 'fits', notesCollectionId: typed._id });
      before = await api.snapshot();
      expectRefusal(await api.call('updateNote', { body: { noteId: note._id, name: 'changed', answers } }), 400, 'ANSWER_TYPE_MISMATCH');
      expect(await api.readNote(note._id)).toEqual(note);
      expect(await api.snapshot()).toEqual(before);
    });

    type Refused = [string, () => RequestBody<'createNote'>, number, ErrorCode];
    const refusals: Refused[] = [
      ['an empty name', () => ({ name: '' }), 400, 'NOTE_NAME_REQUIRED'],
      ['a blank name', () => ({ name: '  \n ', notesCollectionId: daily._id }), 400, 'NOTE_NAME_REQUIRED'],
      ['an unknown collection', () => ({ name: 'Lost', notesCollectionId: newId() }), 404, 'NOTES_COLLECTION_NOT_FOUND'],
      ['an unknown question', () => ({ name: 'Q', notesCollectionId: daily._id, answers: [{ questionId: newId(), value: 'x' }] }), 404, 'QUESTION_NOT_FOUND'],
      [
        "another collection's question",
        () => ({ name: 'Q', notesCollectionId: daily._id, answers: [{ questionId: questionOf(typed, 'text')._id, value: 'x' }] }),
        404,
        'QUESTION_NOT_FOUND',
      ],
      ['an answer in no collection', () => ({ name: 'Q', answers: [{ questionId: id('Mood'), value: 5 }] }), 404, 'QUESTION_NOT_FOUND'],
      ['an unknown context', () => ({ name: 'C', entries: [{ text: 'fine', contextIds: [home._id, newId()] }] }), 404, 'NOTE_CONTEXT_NOT_FOUND'],
      ['an entry id (a new note holds none)', () => ({ name: 'E', entries: [{ _id: newId(), text: 'old?' }] }), 404, 'NOTE_NOT_FOUND'],
    ];
    it.each(refusals)('refuses a note with %s and makes nothing', async (_name, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createNote', { body: body() }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    const invalid: Array<[string, unknown, string]> = [
      ['no name', { secondName: 'only' }, 'name is required'],
      ['a long name', { name: 'n'.repeat(201) }, 'name must be at most 200 characters long'],
      ['an impossible date', { name: 'Feb', effectiveDate: '2026-02-30' }, 'effectiveDate must be a valid date'],
      ['a time for a date', { name: 'Feb', effectiveDate: '2026-02-03T10:00:00Z' }, 'effectiveDate must be a valid date'],
      ['an unknown field', { name: 'x', pinned: true }, 'Unknown field: pinned'],
      ['an entry without text', { name: 'x', entries: [{ contextIds: [] }] }, 'entries[0].text is required'],
    ];
    it.each(invalid)('refuses a note with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
      const answer = await api.call('createNote', { body: body as RequestBody<'createNote'> });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual(errorOf('VALIDATION_FAILED', message));
    });
  });

  describe('changing', () => {
    let note: Note;

    beforeAll(async () => {
      api.setNow(NOW);
      note = await api.makeNote({
        name: 'Tuesday',
        notesCollectionId: daily._id,
        effectiveDate: '2026-11-21',
        answers: [
          { questionId: id('Mood'), value: 6 },
          { questionId: id('Slept'), value: 8 },
          { questionId: id('Highlight'), value: 'Cinema' },
        ],
        entries: [
          { text: 'first', contextIds: [home._id] },
          { text: 'second', contextIds: [work._id] },
          { text: 'third' },
        ],
      });
    });

    it('renames and re-dates a note, keeping everything else, and stamps updatedAt', async () => {
      api.advance(MINUTE);
      const changed = await api.ok('updateNote', { body: { noteId: note._id, name: 'Tisdag', secondName: 'Tuesday', effectiveDate: '2026-11-22' } });
      expect(changed).toEqual({ ...note, name: 'Tisdag', secondName: 'Tuesday', effectiveDate: '2026-11-22', updatedAt: api.now() });
      expect(await api.readNote(note._id)).toEqual(changed);
      // An empty second name means none.
      expect((await api.ok('updateNote', { body: { noteId: note._id, secondName: '' } })).secondName).toBe('');
      note = await api.readNote(note._id);
    });

    it('sets the answers it is sent, keeps the others, and clears one sent as null', async () => {
      const changed = await api.ok('updateNote', {
        body: {
          noteId: note._id,
          answers: [
            { questionId: id('Slept'), value: null },
            { questionId: id('Exercised'), value: true },
            { questionId: id('Mood'), value: 9 },
          ],
        },
      });
      expect(valuesOf(changed)).toEqual([
        ['Mood', 9],
        ['Slept', null],
        ['Highlight', 'Cinema'],
        ['Exercised', true],
      ]);
      expect(changed.entries).toEqual(note.entries);
      expect(await api.readNote(note._id)).toEqual(changed);
      note = changed;
    });

    it('takes entries as the whole ordered list: kept ids keep their creation time, new ones get ids, left-out ones go', async () => {
      const [first, second, third] = note.entries as [Entry, Entry, Entry];
      api.advance(MINUTE);
      const changed = await api.ok('updateNote', {
        body: {
          noteId: note._id,
          entries: [
            { _id: third._id, text: 'third, edited', contextIds: [work._id, home._id] },
            { text: 'brand new', contextIds: [home._id] },
            { _id: first._id, text: 'first', contextIds: [home._id] },
          ],
        },
      });
      expect(changed.entries).toEqual([
        { _id: third._id, text: 'third, edited', createdAt: third.createdAt, updatedAt: api.now(), contextIds: expect.arrayContaining([work._id, home._id]) },
        { _id: expect.stringMatching(/^[\w-]{12}$/), text: 'brand new', createdAt: api.now(), updatedAt: api.now(), contextIds: [home._id] },
        { _id: first._id, text: 'first', createdAt: first.createdAt, updatedAt: expect.any(String), contextIds: [home._id] },
      ]);
      expect(changed.entries[0]!.contextIds).toHaveLength(2);
      expect(changed.entries.map((entry) => entry._id)).not.toContain(second._id);
      expect(new Set(changed.entries.map((entry) => entry._id)).size).toBe(3);
      expect(changed.answers).toEqual(note.answers);
      expect(await api.readNote(note._id)).toEqual(changed);
      // The deleted entry no longer counts for its context.
      expect((await api.readContext(work._id)).entries.map((found) => found.entry._id)).toEqual([third._id]);
      note = changed;
    });

    it('empties the entries with an empty list', async () => {
      const scratch = await api.makeNote({ name: 'scratch', entries: [{ text: 'a' }, { text: 'b' }] });
      expect((await api.ok('updateNote', { body: { noteId: scratch._id, entries: [] } })).entries).toEqual([]);
    });

    it('moves a note to another collection and out of any, keeping its answers as they are', async () => {
      const other = await api.makeCollection('Other', [question('Unrelated', 'text')]);
      const moved = await api.ok('updateNote', { body: { noteId: note._id, notesCollectionId: other._id } });
      expect(moved).toEqual({ ...note, notesCollectionId: other._id, updatedAt: expect.any(String) });
      expect((await api.readCollection(other._id)).noteCount).toBe(1);
      const out = await api.ok('updateNote', { body: { noteId: note._id, notesCollectionId: null } });
      expect(out).toEqual({ ...note, notesCollectionId: null, updatedAt: expect.any(String) });
      expect((await api.readCollection(other._id)).noteCount).toBe(0);
      // Its own questions still take answers.
      expect(valuesOf(await api.ok('updateNote', { body: { noteId: note._id, answers: [{ questionId: id('Mood'), value: 2 }] } }))[0]).toEqual(['Mood', 2]);
      note = await api.ok('updateNote', { body: { noteId: note._id, notesCollectionId: daily._id } });
    });

    type Refused = [string, () => RequestBody<'updateNote'>, number, ErrorCode];
    const refusals: Refused[] = [
      ['nothing but its id', () => ({ noteId: note._id }), 400, 'NOTHING_TO_CHANGE'],
      ['an unknown note', () => ({ noteId: newId(), name: 'Ghost' }), 404, 'NOTE_NOT_FOUND'],
      ['an empty name', () => ({ noteId: note._id, name: '' }), 400, 'NOTE_NAME_REQUIRED'],
      ['a blank name beside a good date', () => ({ noteId: note._id, name: '   ', effectiveDate: '2026-01-01' }), 400, 'NOTE_NAME_REQUIRED'],
      ['an unknown collection', () => ({ noteId: note._id, name: 'Moved', notesCollectionId: newId() }), 404, 'NOTES_COLLECTION_NOT_FOUND'],
      ['an unknown question', () => ({ noteId: note._id, name: 'Renamed', answers: [{ questionId: newId(), value: 'x' }] }), 404, 'QUESTION_NOT_FOUND'],
      [
        'a question of another collection',
        () => ({ noteId: note._id, answers: [{ questionId: id('Mood'), value: 1 }, { questionId: questionOf(typed, 'text')._id, value: 'x' }] }),
        404,
        'QUESTION_NOT_FOUND',
      ],
      ['a misfit answer beside a good one', () => ({ noteId: note._id, answers: [{ questionId: id('Mood'), value: 1 }, { questionId: id('Exercised'), value: 'no' }] }), 400, 'ANSWER_TYPE_MISMATCH'],
      ['an unknown context', () => ({ noteId: note._id, entries: [{ _id: note.entries[0]!._id, text: 'x', contextIds: [newId()] }] }), 404, 'NOTE_CONTEXT_NOT_FOUND'],
      ['an entry id it does not hold', () => ({ noteId: note._id, name: 'Renamed', entries: [{ _id: newId(), text: 'x' }] }), 404, 'NOTE_NOT_FOUND'],
      ['one question answered twice', () => ({ noteId: note._id, answers: [{ questionId: id('Mood'), value: 1 }, { questionId: id('Mood'), value: 2 }] }), 400, 'BAD_REQUEST'],
      ['one entry listed twice', () => ({ noteId: note._id, entries: [{ _id: note.entries[0]!._id, text: 'a' }, { _id: note.entries[0]!._id, text: 'b' }] }), 400, 'BAD_REQUEST'],
    ];
    it.each(refusals)('refuses a change with %s and changes nothing', async (_name, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('updateNote', { body: body() }), status, code);
      expect(await api.readNote(note._id)).toEqual(note);
      expect(await api.snapshot()).toEqual(before);
    });

    it("refuses another note's entry id (404 NOTE_NOT_FOUND), leaving both notes as they were", async () => {
      const other = await api.makeNote({ name: 'Other', entries: [{ text: 'not yours' }] });
      const before = await api.snapshot();
      expectRefusal(await api.call('updateNote', { body: { noteId: note._id, entries: [{ _id: other.entries[0]!._id, text: 'taken' }] } }), 404, 'NOTE_NOT_FOUND');
      expect(await api.readNote(other._id)).toEqual(other);
      expect(await api.readNote(note._id)).toEqual(note);
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes a note with its answers and entries', async () => {
      const doomed = await api.makeNote({ name: 'Doomed', notesCollectionId: daily._id, answers: [{ questionId: id('Mood'), value: 3 }], entries: [{ text: 'gone', contextIds: [home._id] }] });
      const count = (await api.readCollection(daily._id)).noteCount;
      const homeEntries = (await api.readContext(home._id)).entries.length;
      expect(await api.ok('deleteNote', { query: { noteId: doomed._id } })).toBeNull();
      expectRefusal(await api.call('getNotes', { query: { noteId: doomed._id } }), 404, 'NOTE_NOT_FOUND');
      expect((await api.readCollection(daily._id)).noteCount).toBe(count - 1);
      expect((await api.readContext(home._id)).entries).toHaveLength(homeEntries - 1);
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteNote', { query: { noteId: doomed._id } }), 404, 'NOTE_NOT_FOUND');
      expectRefusal(await api.call('deleteNote', { query: { noteId: newId() } }), 404, 'NOTE_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('reading', () => {
    it('answers 404 NOTE_NOT_FOUND for an unknown note and NOTES_COLLECTION_NOT_FOUND for an unknown collection', async () => {
      expectRefusal(await api.call('getNotes', { query: { noteId: newId() } }), 404, 'NOTE_NOT_FOUND');
      expectRefusal(await api.call('getNotes', { query: { notesCollectionId: newId() } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('getNotes', { query: { notesCollectionId: newId(), pageNumber: 2 } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
    });

    it('pages a collection 20 at a time, newest effective date first, with totalPages', async () => {
      const pages = await api.makeCollection('Pages', [question('Score', 'scale', true), question('Hidden', 'text')]);
      expect(await api.readPage({ notesCollectionId: pages._id })).toEqual({ notes: [], pageNumber: 1, totalPages: 1 });

      // 45 notes on 45 days, made in a shuffled order so that the order of making cannot pass for the order of dates.
      const days = Array.from({ length: 45 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10));
      const shuffled = days.map((day, index) => ({ day, key: (index * 17) % 45 })).sort((a, b) => a.key - b.key);
      const made = new Map<string, Note>();
      for (const { day } of shuffled) {
        made.set(day, await api.makeNote({ name: `Day ${day}`, notesCollectionId: pages._id, effectiveDate: day, answers: [{ questionId: questionOf(pages, 'Score')._id, value: 5 }] }));
      }
      const newestFirst = [...days].reverse().map((day) => made.get(day)!._id);

      const first = await api.readPage({ notesCollectionId: pages._id });
      const firstAgain = await api.readPage({ notesCollectionId: pages._id, pageNumber: 1 });
      const second = await api.readPage({ notesCollectionId: pages._id, pageNumber: 2 });
      const third = await api.readPage({ notesCollectionId: pages._id, pageNumber: 3 });
      const beyond = await api.readPage({ notesCollectionId: pages._id, pageNumber: 4 });
      expect(firstAgain).toEqual(first);
      expect([first, second, third, beyond].map((page) => [page.pageNumber, page.totalPages, page.notes.length])).toEqual([
        [1, 3, 20],
        [2, 3, 20],
        [3, 3, 5],
        [4, 3, 0],
      ]);
      expect([...first.notes, ...second.notes, ...third.notes].map((note) => note._id)).toEqual(newestFirst);
      // A list shows a summary: the answers marked displayInList and how many entries.
      const newest = made.get(days[44]!)!;
      expect(first.notes[0]).toEqual(summaryOf(newest));
      expect(first.notes[0]!.listAnswers).toEqual([{ questionId: questionOf(pages, 'Score')._id, text: 'Score', type: 'scale', displayInList: true, value: 5 }]);
    });

    it('counts exactly 20 notes as one page and 21 as two', async () => {
      const twenty = await api.makeCollection('Twenty');
      for (let index = 0; index < 20; index += 1) await api.makeNote({ name: `n${index}`, notesCollectionId: twenty._id, effectiveDate: '2026-05-05' });
      expect(await api.readPage({ notesCollectionId: twenty._id })).toMatchObject({ pageNumber: 1, totalPages: 1 });
      await api.makeNote({ name: 'n20', notesCollectionId: twenty._id, effectiveDate: '2026-05-06' });
      const first = await api.readPage({ notesCollectionId: twenty._id });
      expect([first.totalPages, first.notes.length, first.notes[0]!.name]).toEqual([2, 20, 'n20']);
      expect((await api.readPage({ notesCollectionId: twenty._id, pageNumber: 2 })).notes).toHaveLength(1);
    });

    it('pages the notes in no collection the same way, only the caller’s', async () => {
      const own = await api.otherUser('loose');
      const made: Note[] = [];
      for (let index = 0; index < 21; index += 1) {
        made.push(await own.ok('createNote', { body: { name: `loose ${index}`, effectiveDate: new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10), entries: [{ text: 'x' }] } }));
      }
      const inCollection = await own.ok('createNotesCollection', { body: { name: 'Kept apart' } });
      await own.ok('createNote', { body: { name: 'not loose', notesCollectionId: inCollection._id, effectiveDate: '2026-12-31' } });
      const first = (await own.ok('getNotes', { query: { withoutCollection: true } })) as { notes: Array<{ _id: string; entryCount: number }>; totalPages: number };
      const second = (await own.ok('getNotes', { query: { withoutCollection: true, pageNumber: 2 } })) as { notes: Array<{ _id: string }>; totalPages: number };
      expect([first.totalPages, second.totalPages]).toEqual([2, 2]);
      expect([...first.notes, ...second.notes].map((note) => note._id)).toEqual(made.map((note) => note._id).reverse());
      expect(first.notes[0]!.entryCount).toBe(1);
    });

    it('reads every note of a date, in any collection or none, and only that date', async () => {
      const own = await api.otherUser('dated');
      const one = await own.ok('createNotesCollection', { body: { name: 'One', questions: [question('Shown', 'text', true)] } });
      const two = await own.ok('createNotesCollection', { body: { name: 'Two' } });
      const wanted = [
        await own.ok('createNote', { body: { name: 'in one', notesCollectionId: one._id, effectiveDate: '2026-07-04', answers: [{ questionId: questionOf(one, 'Shown')._id, value: 'yes' }] } }),
        await own.ok('createNote', { body: { name: 'in two', notesCollectionId: two._id, effectiveDate: '2026-07-04', entries: [{ text: 'e' }] } }),
        await own.ok('createNote', { body: { name: 'in none', effectiveDate: '2026-07-04' } }),
      ];
      await own.ok('createNote', { body: { name: 'the day after', notesCollectionId: one._id, effectiveDate: '2026-07-05' } });
      await api.makeNote({ name: "someone else's", effectiveDate: '2026-07-04' });
      const found = await own.ok('getNotes', { query: { effectiveDate: '2026-07-04' } });
      expect(Array.isArray(found)).toBe(true);
      const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
      expect([...(found as ReturnType<typeof summaryOf>[])].sort(byId)).toEqual(wanted.map(summaryOf).sort(byId));
      expect(await own.ok('getNotes', { query: { effectiveDate: '2026-07-06' } })).toEqual([]);
    });

    const oneWay: Array<[string, (ids: { note: string; collection: string }) => QueryOf<'getNotes'>]> = [
      ['nothing', () => ({})],
      ['a page number alone', () => ({ pageNumber: 1 })],
      ['noteId and notesCollectionId', ({ note, collection }) => ({ noteId: note, notesCollectionId: collection })],
      ['noteId and pageNumber', ({ note }) => ({ noteId: note, pageNumber: 1 })],
      ['noteId and search', ({ note }) => ({ noteId: note, search: 'word' })],
      ['noteId and effectiveDate', ({ note }) => ({ noteId: note, effectiveDate: '2026-11-20' })],
      ['notesCollectionId and withoutCollection', ({ collection }) => ({ notesCollectionId: collection, withoutCollection: true })],
      ['notesCollectionId and effectiveDate', ({ collection }) => ({ notesCollectionId: collection, effectiveDate: '2026-11-20' })],
      ['withoutCollection and effectiveDate', () => ({ withoutCollection: true, effectiveDate: '2026-11-20' })],
      ['withoutCollection and search', () => ({ withoutCollection: true, search: 'word' })],
      ['effectiveDate and pageNumber', () => ({ effectiveDate: '2026-11-20', pageNumber: 1 })],
      ['effectiveDate and search', () => ({ effectiveDate: '2026-11-20', search: 'word' })],
      ['search and pageNumber', () => ({ search: 'word', pageNumber: 2 })],
    ];
    it.each(oneWay)('refuses to read with %s (400 ONE_QUERY_AT_A_TIME)', async (_name, query) => {
      const note = (await api.makeNote({ name: 'one way', notesCollectionId: daily._id }))._id;
      expectRefusal(await api.call('getNotes', { query: query({ note, collection: daily._id }) }), 400, 'ONE_QUERY_AT_A_TIME');
    });

    it('reads with a page number beside a collection or withoutCollection, and a collection beside a search', async () => {
      expect((await api.call('getNotes', { query: { notesCollectionId: daily._id, pageNumber: 1 } })).statusCode).toBe(200);
      expect((await api.call('getNotes', { query: { withoutCollection: true, pageNumber: 1 } })).statusCode).toBe(200);
      expect((await api.call('getNotes', { query: { search: 'Monday', notesCollectionId: daily._id } })).statusCode).toBe(200);
    });
  });
});
