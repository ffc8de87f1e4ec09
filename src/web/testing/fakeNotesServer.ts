import type { Schemas } from '../../contract/types';
import { ok, refused, type FakeServer } from './fakeServer';

type NotesCollection = Schemas['NotesCollection'];

/** What the fake notes area holds; tests seed it and read it. */
export interface FakeNotesStore {
  /** In creation order (oldest first), as GET /notes-collection answers them. */
  collections: NotesCollection[];
}

export interface FakeNotesSeed {
  collections?: NotesCollection[];
}

let counter = 0;

/** A notes collection with no questions and default options, made now (later calls are newer). */
export function fakeNotesCollection(name: string, overrides: Partial<NotesCollection> = {}): NotesCollection {
  counter += 1;
  return {
    _id: `notes${String(counter).padStart(7, '0')}`,
    name,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, counter)).toISOString(),
    questions: [],
    options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false },
    noteCount: 0,
    ...overrides,
  };
}

/**
 * The notes area's calls (contract/notes.yaml) on a fake server, over an in-memory store that is
 * empty unless seeded: for now GET /notes-collection, every collection of the caller oldest first,
 * or one by `notesCollectionId` (404 `NOTES_COLLECTION_NOT_FOUND`). A test may replace the handler
 * to make the call fail. The rest of the notes area comes with its screens.
 */
export function installFakeNotesServer(server: FakeServer, seed: FakeNotesSeed = {}): FakeNotesStore {
  const store: FakeNotesStore = { collections: [...(seed.collections ?? [])] };
  const oldestFirst = () => [...store.collections].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  Object.assign(server.routes, {
    'GET /notes-collection': (request: Request) => {
      const id = new URL(request.url).searchParams.get('notesCollectionId');
      if (id === null) return ok(oldestFirst());
      const found = store.collections.find((collection) => collection._id === id);
      return found ? ok(found) : refused(404, 'NOTES_COLLECTION_NOT_FOUND');
    },
  });
  return store;
}
