// Proves POST /note-import with the Markdown exports of Joplin, Obsidian and Memos: the preview
// says what will be created and what is skipped and why while changing nothing; the import makes
// the notes (name, date in the user's zone, Markdown text) and their folders' collections, reusing
// one the user has, and leaves another user's notes alone.
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveOf, fixtureFiles } from './noteArchives';
import { asNote, asPage, startNotesApi, type Caller, type NotesApi } from './notesApi';

describe('importing notes from Markdown', () => {
  let api: NotesApi;
  beforeAll(async () => {
    api = await startNotesApi('ines');
  });
  afterAll(async () => {
    await api.t.close();
  });

  /** Every note of a caller as name, date, collection name and text, for short assertions. */
  async function notesOf(caller: Caller) {
    const collections = (await caller.ok('getNotesCollections')) as Array<{ _id: string; name: string }>;
    const byId = new Map(collections.map((collection) => [collection._id, collection.name]));
    const summaries = [
      ...asPage(await caller.ok('getNotes', { query: { withoutCollection: true } })).notes,
      ...(await Promise.all(collections.map(async (collection) => asPage(await caller.ok('getNotes', { query: { notesCollectionId: collection._id } })).notes))).flat(),
    ];
    const notes = await Promise.all(summaries.map(async (summary) => asNote(await caller.ok('getNotes', { query: { noteId: summary._id } }))));
    return notes
      .map((note) => ({ name: note.name, date: note.effectiveDate, collection: note.notesCollectionId === null ? null : byId.get(note.notesCollectionId), text: note.entries.map((entry) => entry.text) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  it("previews Joplin's export without writing, then imports it with its notebooks as collections and dates in the user's zone", async () => {
    const joplin = await api.otherUser('jonas');
    const archive = archiveOf(fixtureFiles('joplin'));
    const before = await api.snapshot();
    const preview = await joplin.ok('importNotes', { body: { archive, timeZone: 'Europe/Stockholm', dryRun: true } });
    expect(await api.snapshot()).toEqual(before);
    expect(preview).toEqual({
      dryRun: true,
      notes: expect.arrayContaining([
        { path: 'Personal/Recipes/Pancakes.md', name: 'Pancakes: the Sunday ones', effectiveDate: '2024-02-11', collection: 'Personal / Recipes' },
        // Created 23:30 UTC on the 4th: already the 5th in Stockholm.
        { path: 'Work/Standup notes.md', name: 'Standup notes', effectiveDate: '2024-03-05', collection: 'Work' },
      ]),
      collections: expect.arrayContaining([
        { name: 'Personal / Recipes', isNew: true },
        { name: 'Work', isNew: true },
      ]),
      skipped: expect.arrayContaining([
        { path: 'Personal/Shopping ideas.md', reason: 'empty' },
        { path: '_resources/3f9a1c2b.jpg', reason: 'notMarkdown' },
      ]),
    });
    expect(preview.notes).toHaveLength(2);
    expect(preview.skipped).toHaveLength(2);

    const done = await joplin.ok('importNotes', { body: { archive, timeZone: 'Europe/Stockholm' } });
    expect(done).toEqual({ ...preview, dryRun: false });
    expect(await notesOf(joplin)).toEqual([
      {
        name: 'Pancakes: the Sunday ones',
        date: '2024-02-11',
        collection: 'Personal / Recipes',
        text: ['3 eggs, 6 dl milk, 2.5 dl flour, a pinch of salt.\n\n![pancakes](../../_resources/3f9a1c2b.jpg)'],
      },
      {
        name: 'Standup notes',
        date: '2024-03-05',
        collection: 'Work',
        text: ['- Release on Friday\n- Ask Per about the **API** keys\n- [ ] Book the room for the retro'],
      },
    ]);
  });

  it('reads the same times as the previous day in a zone west of UTC', async () => {
    const west = await api.otherUser('wendy');
    const preview = await west.ok('importNotes', { body: { archive: archiveOf(fixtureFiles('joplin')), timeZone: 'America/New_York', dryRun: true } });
    expect(preview.notes.find((note) => note.name === 'Standup notes')?.effectiveDate).toBe('2024-03-04');
  });

  it("imports an Obsidian vault: its folder unwrapped, subfolders as collections, no front matter needed, the app's own files skipped", async () => {
    const obsidian = await api.otherUser('olle');
    const done = await obsidian.ok('importNotes', { body: { archive: archiveOf(fixtureFiles('obsidian')), timeZone: 'Europe/Stockholm' } });
    expect(done.skipped).toEqual(
      expect.arrayContaining([
        { path: 'My Vault/.obsidian/app.json', reason: 'hidden' },
        { path: 'My Vault/attachments/tomato.png', reason: 'notMarkdown' },
      ]),
    );
    expect(await notesOf(obsidian)).toEqual([
      {
        name: 'Garden',
        date: '2024-04-20',
        collection: 'Projects',
        text: ['## Beds\n\n1. Tomatoes by the wall\n2. Beans along the fence\n\n![[tomato.png]]'],
      },
      // A daily note named only by its date takes its heading as the name, and the date from the file name.
      { name: 'Walpurgis night after', date: '2024-05-01', collection: 'Daily', text: ['# Walpurgis night after\n\nSlept late. Bonfire smoke still in the jacket. See [[Welcome]].'] },
      {
        name: 'Welcome',
        // No date anywhere: today in the user's zone (the clock's 23:30 UTC is already tomorrow in Stockholm).
        date: '2026-11-26',
        collection: null,
        text: ['# Welcome\n\nThis is your new *vault*. Plans live in [[Projects/Garden|the garden plan]], days in [[Daily/2024-05-01]].'],
      },
    ]);
  });

  it("imports Memos' one file per memo: named by its first line, dated by its file name", async () => {
    const memos = await api.otherUser('maja');
    await memos.ok('importNotes', { body: { archive: archiveOf(fixtureFiles('memos')), timeZone: 'Europe/Stockholm' } });
    expect((await notesOf(memos)).map(({ name, date, collection }) => ({ name, date, collection }))).toEqual([
      { name: '"The best time to plant a tree was 20 years ago."', date: '2024-06-03', collection: null },
      { name: 'Bought #seeds for the balcony: basil, dill and chives 🌱', date: '2024-06-01', collection: null },
      { name: 'Call grandma', date: '2024-06-02', collection: null },
    ]);
  });

  it('puts notes into a collection the user has of that name (ignoring case) with its questions unanswered, and searches find them', async () => {
    const reuse = await api.otherUser('rut');
    const own = (await reuse.ok('createNotesCollection', { body: { name: 'Work', questions: [{ text: 'Mood', type: 'scale' }] } })) as { _id: string };
    const archive = archiveOf({ 'work/Plan.md': strToU8('Ship the **beta**'), 'Loose.md': strToU8('Top level') });
    const preview = await reuse.ok('importNotes', { body: { archive, dryRun: true } });
    expect(preview.collections).toEqual([{ name: 'Work', isNew: false }]);
    await reuse.ok('importNotes', { body: { archive } });
    const page = asPage(await reuse.ok('getNotes', { query: { notesCollectionId: own._id } }));
    expect(page.notes.map((note) => note.name)).toEqual(['Plan']);
    const note = asNote(await reuse.ok('getNotes', { query: { noteId: page.notes[0]!._id } }));
    expect(note.answers).toEqual([expect.objectContaining({ text: 'Mood', value: null })]);
    expect((await reuse.ok('getNotes', { query: { search: 'beta' } })) as { results: unknown[] }).toMatchObject({ results: [{ note: { name: 'Plan' } }] });
    expect((await reuse.ok('getNotesCollections')) as unknown[]).toHaveLength(1);
  });

  it('skips what is not a note, saying why', async () => {
    const skipper = await api.otherUser('sigge');
    const preview = await skipper.ok('importNotes', {
      body: {
        archive: archiveOf({
          'long.md': strToU8('x'.repeat(100_001)),
          'binary.md': new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
          'named.md': strToU8(`---\ntitle: ${'n'.repeat(201)}\n---\nbody`),
          'broken.md': strToU8('---\ntitle: [unclosed\n---\nbody'),
          [`${'f'.repeat(101)}/note.md`]: strToU8('in a long folder'),
          'fine.markdown': strToU8('kept'),
        }),
        dryRun: true,
      },
    });
    expect(preview.notes.map((note) => note.name)).toEqual(['fine']);
    expect(Object.fromEntries(preview.skipped.map((skip) => [skip.path, skip.reason]))).toEqual({
      'long.md': 'tooLarge',
      'binary.md': 'notText',
      'named.md': 'nameTooLong',
      'broken.md': 'badFrontMatter',
      [`${'f'.repeat(101)}/note.md`]: 'folderNameTooLong',
    });
  });
});
