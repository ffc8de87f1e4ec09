// Proves GET /note-export: a zip with one Markdown file per note, front matter a notes app reads,
// a folder per collection, names a file system takes and unique ignoring case, nothing of another
// user's; and that the import reads it back to the same notes.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperationForBytes } from '../contractClient';
import { question, startNotesApi, type NotesApi } from './notesApi';

describe('exporting notes as Markdown', () => {
  let api: NotesApi;
  beforeAll(async () => {
    api = await startNotesApi('edda');
  });
  afterAll(async () => {
    await api.t.close();
  });

  const exported = async (token: string) => {
    const answer = await callOperationForBytes(api.t.app, 'exportNotes', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="notes-2026-11-25.zip"; filename*=UTF-8''notes-2026-11-25.zip`);
    return Object.fromEntries(Object.entries(unzipSync(answer.bytes)).map(([path, bytes]) => [path, strFromU8(bytes)]));
  };

  it("writes each note with front matter, in its collection's folder, with safe unique names, and none of another user's", async () => {
    const work = await api.makeCollection('Work/Projects', [question('Mood', 'scale')]);
    await api.makeNote({ name: 'Plan: Q1?', notesCollectionId: work._id, effectiveDate: '2026-01-05', entries: [{ text: 'First **step**' }, { text: 'Second' }] });
    await api.makeNote({ name: 'plan: q1?', notesCollectionId: work._id, entries: [{ text: 'Another' }] });
    const mood = work.questions[0]!._id;
    await api.makeNote({ name: 'Rated', notesCollectionId: work._id, answers: [{ questionId: mood, value: 7 }] });
    await api.makeNote({ name: '../../etc/passwd', entries: [{ text: 'Loose' }] });
    const other = await api.otherUser('otto');
    await other.ok('createNote', { body: { name: 'Secret', entries: [{ text: 'Not yours' }] } });

    const files = await exported(api.user.access.token);
    // Notes go by id, so which of the two names that differ only in case gets "(2)" is chance.
    expect(Object.keys(files).map((path) => path.toLowerCase()).sort()).toEqual(['-..-etc-passwd.md', 'work-projects/plan- q1- (2).md', 'work-projects/plan- q1-.md', 'work-projects/rated.md']);
    expect(Object.values(files).find((text) => text.includes('title: "Plan: Q1?"'))).toBe(
      ['---', 'title: "Plan: Q1?"', 'date: 2026-01-05', 'created: 2026-11-25T23:30:00.000Z', 'updated: 2026-11-25T23:30:00.000Z', '---', '', 'First **step**', '', 'Second', ''].join('\n'),
    );
    expect(files['Work-Projects/Rated.md']).toContain('answers:\n  Mood: 7\n');
    expect(Object.keys(await exported(other.user.access.token))).toEqual(['Secret.md']);
  });
});
