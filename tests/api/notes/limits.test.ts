// Proves the notes area's per-user ceilings (issue 24) with small ones from the area's settings
// (the real ones are 500 collections and 500 contexts, in contract/notes.yaml): one more is 409
// with its own code, changing nothing; each user has their own; deleting one makes room again.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { proveCeiling, startCeilingApp, type CeilingApp } from '../ceilings';

describe('notes limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ notes: { maxCollections: 2, maxContexts: 3 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('refuses a notes collection past the ceiling with 409 TOO_MANY_NOTES_COLLECTIONS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_NOTES_COLLECTIONS',
      named: '2 notes collections',
      add: (as, n) => as.call('createNotesCollection', { body: { name: `Journal ${n}` } }),
      remove: (id) => app.owner.call('deleteNotesCollection', { query: { notesCollectionId: id } }),
    });
  });

  it('refuses a context past the ceiling with 409 TOO_MANY_NOTE_CONTEXTS', async () => {
    await proveCeiling(app, {
      max: 3,
      code: 'TOO_MANY_NOTE_CONTEXTS',
      named: '3 note contexts',
      add: (as, n) => as.call('createNoteContext', { body: { name: `Person ${n}` } }),
      remove: (id) => app.owner.call('deleteNoteContext', { query: { contextId: id } }),
    });
  });
});
