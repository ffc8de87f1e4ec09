// Proves GET /note?search=: a note is found by a word of its name, of an answer or of an entry,
// best match first; every word must occur and the last one counts as a prefix ("runn" finds
// "running"); case and Swedish letters make no difference; each hit carries a plain-text snippet
// and where the matched words are in it. Search syntax of the database (quotes, *, -, AND, NEAR(,
// column:) is only text to the user: it never fails the call. Results follow edits and deletes,
// stay within a collection when asked, and never show another user's notes, whose rows the
// matching step never even examines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { searchMatch } from '../../../src/server/areas/notes/repository/search';
import { newId } from '../../../src/server/ids';
import { expectRefusal, question, questionOf, startNotesApi, summaryOf, type Note, type NotesApi, type NotesCollection } from './notesApi';

type Hit = Schemas['NoteSearchHit'];

/**
 * The snippet is plain text, and each highlight marks one of the searched words in it (the last
 * word as a prefix), compared ignoring case.
 */
function expectHighlights(hit: Hit, words: string[]): void {
  // eslint-disable-next-line no-control-regex -- markers a search engine puts around matches are control characters or tags
  expect(hit.snippet).not.toMatch(/[<>\u0000-\u001f]/);
  expect(hit.highlights.length, hit.snippet).toBeGreaterThan(0);
  for (const { start, length } of hit.highlights) {
    expect(start + length, hit.snippet).toBeLessThanOrEqual(hit.snippet.length);
    const marked = hit.snippet.slice(start, start + length).toLocaleLowerCase('sv');
    const fits = words.some((word, index) => (index === words.length - 1 ? marked.startsWith(word) : marked === word));
    expect(fits, `highlight "${marked}" in "${hit.snippet}" is none of ${JSON.stringify(words)}`).toBe(true);
  }
}

describe('searching notes', () => {
  let api: NotesApi;
  let trips: NotesCollection;
  let kayak: Note;
  let passing: Note;
  let running: Note;
  let swedish: Note;
  let answered: Note;
  let entryOnly: Note;
  const ids = (hits: Hit[]) => hits.map((hit) => hit.note._id);

  beforeAll(async () => {
    api = await startNotesApi('sigrid');
    trips = await api.makeCollection('Trips', [question('Where', 'text', true), question('Rating', 'scale')]);
    const where = questionOf(trips, 'Where')._id;
    // Made first, so that a search that ranks by recency instead of by match puts it second.
    kayak = await api.makeNote({
      name: 'Kayak weekend',
      notesCollectionId: trips._id,
      effectiveDate: '2026-06-01',
      answers: [{ questionId: where, value: 'Lake Vättern' }],
      entries: [{ text: 'Paddled the kayak across the lake and back, not near the shore or the bridge.' }, { text: 'The kayak was heavy.' }],
    });
    passing = await api.makeNote({
      name: 'Long day',
      effectiveDate: '2026-06-02',
      entries: [
        {
          text: 'We talked about many things today: work, the garden, the weather, a new book, dinner plans, a kayak someone sold, the neighbours, taxes and the car, the holidays and the school.',
        },
      ],
    });
    running = await api.makeNote({ name: 'Morning', effectiveDate: '2026-06-03', entries: [{ text: 'Went running by the river' }] });
    swedish = await api.makeNote({
      name: 'Smörgåsbord på ön',
      effectiveDate: '2026-06-04',
      entries: [{ text: 'Åsa och Örjan åt räkor vid sjön 🙂 och sedan glass på piren' }],
    });
    answered = await api.makeNote({ name: 'Nothing here', notesCollectionId: trips._id, effectiveDate: '2026-06-05', answers: [{ questionId: where, value: 'Gothenburg harbour' }] });
    entryOnly = await api.makeNote({ name: 'Plain', effectiveDate: '2026-06-06', entries: [{ text: 'Bought a telescope' }] });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('finds a note by a word of its name, of an answer, or of an entry', async () => {
    expect(ids(await api.search('weekend'))).toEqual([kayak._id]);
    expect(ids(await api.search('Gothenburg'))).toEqual([answered._id]);
    expect(ids(await api.search('telescope'))).toEqual([entryOnly._id]);
  });

  it('answers each hit with the note as lists show it', async () => {
    const [hit] = await api.search('telescope');
    expect(hit!.note).toEqual(summaryOf(entryOnly));
    const [inTrips] = await api.search('weekend');
    expect(inTrips!.note).toEqual(summaryOf(await api.readNote(kayak._id)));
  });

  it('puts the better match first', async () => {
    expect(ids(await api.search('kayak'))).toEqual([kayak._id, passing._id]);
  });

  it('takes the last word as a prefix, and only the last', async () => {
    expect(ids(await api.search('runn'))).toEqual([running._id]);
    expect(ids(await api.search('went runn'))).toEqual([running._id]);
    expect(ids(await api.search('runn river'))).toEqual([]);
    expect(ids(await api.search('telesc'))).toEqual([entryOnly._id]);
  });

  it('takes a one-letter last word as a whole word, not the start of every word', async () => {
    expect(ids(await api.search('telescope b'))).toEqual([]);
    expect(ids(await api.search('telescope bo'))).toEqual([entryOnly._id]);
  });

  it('finds only notes that hold every word', async () => {
    expect(ids(await api.search('kayak heavy'))).toEqual([kayak._id]);
    expect(ids(await api.search('heavy kayak'))).toEqual([kayak._id]);
    expect(ids(await api.search('kayak garden'))).toEqual([passing._id]);
    expect(ids(await api.search('kayak telescope'))).toEqual([]);
    expect(ids(await api.search('zzzzqx'))).toEqual([]);
  });

  it('ignores case, also of Swedish letters', async () => {
    expect(ids(await api.search('KAYAK'))).toEqual([kayak._id, passing._id]);
    expect(ids(await api.search('kAyAk HEAVY'))).toEqual([kayak._id]);
    for (const text of ['smörgåsbord', 'SMÖRGÅSBORD', 'Smörg', 'örjan', 'ÖRJAN', 'åsa', 'ÅSA', 'sjön', 'räkor', 'ön', 'Vättern', 'VÄTTERN']) {
      const expected = text.toLowerCase() === 'vättern' ? kayak._id : swedish._id;
      expect(ids(await api.search(text)), text).toEqual([expected]);
    }
  });

  it('marks the matched words in a plain-text snippet', async () => {
    const [heavy] = await api.search('heavy');
    expect(heavy!.snippet.toLowerCase()).toContain('heavy');
    expectHighlights(heavy!, ['heavy']);

    const [both] = await api.search('kayak HEAVY');
    expectHighlights(both!, ['kayak', 'heavy']);

    const [prefix] = await api.search('runn');
    expect(prefix!.snippet).toContain('running');
    expectHighlights(prefix!, ['runn']);

    const [answer] = await api.search('gothenburg');
    expectHighlights(answer!, ['gothenburg']);
  });

  it('counts highlight offsets in UTF-16 units, past Swedish letters and an emoji', async () => {
    for (const word of ['glass', 'piren', 'örjan', 'sjön']) {
      const [hit] = await api.search(word);
      expect(hit!.note._id).toBe(swedish._id);
      expect(hit!.snippet.toLocaleLowerCase('sv')).toContain(word);
      expectHighlights(hit!, [word]);
    }
  });

  it('finds a word at the end of the longest entry, in a short snippet around it', async () => {
    const text = `${'lorem ipsum dolor sit amet '.repeat(3700)}narwhal`;
    expect(text.length).toBeLessThanOrEqual(100_000);
    const note = await api.makeNote({ name: 'Long read', entries: [{ text }] });
    const [hit] = await api.search('narwhal');
    expect(hit!.note._id).toBe(note._id);
    expect(hit!.snippet).toContain('narwhal');
    expect(hit!.snippet.length).toBeLessThan(1000);
    expectHighlights(hit!, ['narwhal']);
  });

  it('searches within one collection when it is given', async () => {
    const other = await api.makeCollection('Coast');
    const inTrips = await api.makeNote({ name: 'Lighthouse visit', notesCollectionId: trips._id });
    const inCoast = await api.makeNote({ name: 'Lighthouse keeper', notesCollectionId: other._id });
    const loose = await api.makeNote({ name: 'Lighthouse postcard' });
    expect(ids(await api.search('lighthouse')).sort()).toEqual([inTrips._id, inCoast._id, loose._id].sort());
    expect(ids(await api.search('lighthouse', trips._id))).toEqual([inTrips._id]);
    expect(ids(await api.search('lighthouse', other._id))).toEqual([inCoast._id]);
    expectRefusal(await api.call('getNotes', { query: { search: 'lighthouse', notesCollectionId: newId() } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
  });

  it('answers at most 50 hits', async () => {
    for (let index = 0; index < 55; index += 1) await api.makeNote({ name: `Abundance ${index}`, effectiveDate: '2026-01-01' });
    expect(await api.search('abundance')).toHaveLength(50);
  });

  const noWords = [' ', '   ', '"', '""', "''", '*', '-', ':', '()', '"*"', '- - -', '^', '!!!', '...', '&|!', '<->', '+', '?'];
  it.each(noWords)('refuses a search of %j, which holds no word (400 SEARCH_TOO_SHORT)', async (text) => {
    expectRefusal(await api.call('getNotes', { query: { search: text } }), 400, 'SEARCH_TOO_SHORT');
  });

  it('refuses an empty search as invalid (400 VALIDATION_FAILED)', async () => {
    expectRefusal(await api.call('getNotes', { query: { search: '' } }), 400, 'VALIDATION_FAILED');
  });

  // Each of these holds words the kayak note has (it says "and", "not", "near" and "or" too), with
  // the syntax of SQLite FTS5 or PostgreSQL tsquery around them: that syntax is only text.
  const withSyntax = [
    'kayak"',
    '"kayak',
    '"kayak"',
    '"kayak heavy"',
    'kayak*',
    '*kayak',
    '-kayak',
    '+kayak',
    'kayak -heavy',
    'kayak:',
    'kayak:*',
    'kayak:heavy',
    '(kayak)',
    'kayak^',
    '^kayak',
    '!kayak',
    "kayak'",
    'kayak, lake.',
    'kayak AND lake',
    'kayak OR bridge',
    'NOT kayak',
    'NEAR(kayak lake)',
    'kayak NEAR lake',
    'kayak & lake',
    'kayak | lake',
    'kayak <-> lake',
    '{kayak lake}',
    'kayak\\',
  ];
  it.each(withSyntax)('treats %j as words and finds the note that holds them', async (text) => {
    const answer = await api.call('getNotes', { query: { search: text } });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(ids((answer.body as { data: { results: Hit[] } }).data.results)).toContain(kayak._id);
  });

  const odd = [
    'AND',
    'OR',
    'NOT',
    'NEAR',
    'NEAR(',
    'NEAR(kayak',
    '"unclosed',
    'kayak"lake',
    "'",
    '\\',
    '%',
    '_',
    'x%',
    "kayak' OR 1=1 --",
    'body:kayak',
    'note_id:kayak',
    '- kayak',
    'kayak NEAR/2 lake',
    'NEAR(kayak lake, 2)',
    '\u0000',
    'kayak\u0000lake',
    'a'.repeat(200),
    'ö',
    '🙂',
    '中文',
    'x '.repeat(100),
  ];
  it.each(odd)('answers %j without failing (200, or 400 for no word)', async (text) => {
    const answer = await api.call('getNotes', { query: { search: text } });
    expect(answer.statusCode, JSON.stringify(answer.body)).not.toBe(500);
    if (answer.statusCode !== 200) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: false, error: { code: expect.stringMatching(/^(SEARCH_TOO_SHORT|VALIDATION_FAILED)$/) } });
    }
  });

  it('follows edits of names, answers and entries, moves and deletes', async () => {
    const where = questionOf(trips, 'Where')._id;
    const note = await api.makeNote({
      name: 'Platypus notes',
      notesCollectionId: trips._id,
      answers: [{ questionId: where, value: 'Reykjavik' }],
      entries: [{ text: 'A zeppelin flight' }, { text: 'Saw a walrus' }],
    });
    for (const word of ['platypus', 'reykjavik', 'zeppelin', 'walrus']) expect(ids(await api.search(word)), word).toEqual([note._id]);

    await api.ok('updateNote', { body: { noteId: note._id, name: 'Quokka notes' } });
    expect(ids(await api.search('platypus'))).toEqual([]);
    expect(ids(await api.search('quokka'))).toEqual([note._id]);

    await api.ok('updateNote', { body: { noteId: note._id, answers: [{ questionId: where, value: 'Tromsø' }] } });
    expect(ids(await api.search('reykjavik'))).toEqual([]);
    expect(ids(await api.search('tromsø'))).toEqual([note._id]);

    const [zeppelin] = note.entries;
    await api.ok('updateNote', { body: { noteId: note._id, entries: [{ _id: zeppelin!._id, text: 'An airship flight' }] } });
    expect(ids(await api.search('zeppelin'))).toEqual([]);
    expect(ids(await api.search('walrus'))).toEqual([]);
    expect(ids(await api.search('airship'))).toEqual([note._id]);

    // An answer cleared is no longer found either.
    await api.ok('updateNote', { body: { noteId: note._id, answers: [{ questionId: where, value: null }] } });
    expect(ids(await api.search('tromsø'))).toEqual([]);

    const other = await api.makeCollection('Elsewhere');
    await api.ok('updateNote', { body: { noteId: note._id, notesCollectionId: other._id } });
    expect(ids(await api.search('airship', trips._id))).toEqual([]);
    expect(ids(await api.search('airship', other._id))).toEqual([note._id]);

    await api.ok('deleteNote', { query: { noteId: note._id } });
    for (const word of ['quokka', 'airship', 'flight']) expect(ids(await api.search(word)), word).toEqual([]);
  });

  it('forgets the notes of a collection deleted with them, and finds those kept without it', async () => {
    const gone = await api.makeCollection('Gone');
    const kept = await api.makeCollection('Kept');
    await api.makeNote({ name: 'Wombat one', notesCollectionId: gone._id });
    const stays = await api.makeNote({ name: 'Wombat two', notesCollectionId: kept._id });
    await api.ok('deleteNotesCollection', { query: { notesCollectionId: gone._id, deleteNotes: true } });
    expect(ids(await api.search('wombat'))).toEqual([stays._id]);
    await api.ok('deleteNotesCollection', { query: { notesCollectionId: kept._id } });
    expect(ids(await api.search('wombat'))).toEqual([stays._id]);
  });

  it("never shows another user's notes", async () => {
    const other = await api.otherUser('intruder');
    const theirs = await other.ok('createNote', { body: { name: 'Kayak secrets', entries: [{ text: 'A telescope and a heavy kayak' }] } });
    expect(ids(await api.search('secrets'))).toEqual([]);
    expect(ids(await api.search('kayak'))).toEqual([kayak._id, passing._id]);
    expect(ids(await api.search('telescope'))).toEqual([entryOnly._id]);
    const found = await other.ok('getNotes', { query: { search: 'kayak' } });
    expect(ids((found as { results: Hit[] }).results)).toEqual([theirs._id]);
    expect((found as { results: Hit[] }).results.map((hit) => hit.note._id)).not.toContain(kayak._id);
    // Nor within the other user's collection.
    expectRefusal(await other.call('getNotes', { query: { search: 'kayak', notesCollectionId: trips._id } }), 404, 'NOTES_COLLECTION_NOT_FOUND');
  });

  // Issue 24: matching every user's rows and dropping the others' afterwards made a search slower
  // when their notes held the word, which told that they did. The match itself keeps to the user.
  it("examines only the user's own rows, never another user's to drop them afterwards", async () => {
    const other = await api.otherUser('neighbour');
    await other.ok('createNote', { body: { name: 'Kayak club', entries: [{ text: 'A kayak of their own' }] } });
    const { db, dialect } = api.t.database;
    const examined = async (userId: string) => {
      const { rows } = await sql<{ count: number | string }>`select count(*) as count from note_search where ${searchMatch(dialect, userId, ['kayak'])}`.execute(db);
      return Number(rows[0]!.count);
    };
    expect(await examined(api.user._id)).toBe(2);
    expect(await examined(other.user._id)).toBe(1);
  });
});
