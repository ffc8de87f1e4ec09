import type { RequestBody, Schemas } from '../../../contract/types';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeId, fakeTime } from '../../testing/fakeIds';

type NotesCollection = Schemas['NotesCollection'];
type Note = Schemas['Note'];
type NoteSummary = Schemas['NoteSummary'];
type NoteContext = Schemas['NoteContext'];
type Answer = Schemas['Answer'];
type Question = Schemas['Question'];

/** What the fake notes area holds; tests seed it and read it. */
export interface FakeNotesStore {
  /** In creation order (oldest first), as GET /notes-collection answers them. */
  collections: NotesCollection[];
  notes: Note[];
  contexts: NoteContext[];
}

export interface FakeNotesSeed {
  collections?: NotesCollection[];
  notes?: Note[];
  contexts?: NoteContext[];
}

/** The server's page size for a collection's notes (contract/notes.yaml). */
export const fakeNotesPageSize = 20;


const defaultOptions: NotesCollection['options'] = { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false };

/** A notes collection with no questions and default options, made now (later calls are newer). */
export function fakeNotesCollection(name: string, overrides: Partial<NotesCollection> = {}): NotesCollection {
  const _id = fakeId('notes');
  return { _id, name, createdAt: fakeTime(), questions: [], options: { ...defaultOptions }, noteCount: 0, ...overrides };
}

/** A question of a collection (text by default). */
export function fakeQuestion(text: string, overrides: Partial<Question> = {}): Question {
  return { _id: fakeId('quest'), text, type: 'text', displayInList: false, ...overrides };
}

/** A note with no answers or entries, in `collection` (or none), dated 2026-01-15 unless told. */
export function fakeNote(name: string, collection: NotesCollection | null, overrides: Partial<Note> = {}): Note {
  const createdAt = fakeTime();
  return {
    _id: fakeId('note'),
    name,
    secondName: '',
    notesCollectionId: collection?._id ?? null,
    effectiveDate: '2026-01-15',
    createdAt,
    updatedAt: createdAt,
    answers: (collection?.questions ?? []).map((question) => answerTo(question, null)),
    archivedAnswers: [],
    entries: [],
    ...overrides,
  };
}

/** A context with no entries. */
export function fakeNoteContext(name: string, overrides: Partial<NoteContext> = {}): NoteContext {
  return { _id: fakeId('ctx'), name, description: '', createdAt: fakeTime(), entryCount: 0, ...overrides };
}

const answerTo = (question: Question, value: Answer['value']): Answer => ({
  questionId: question._id,
  text: question.text,
  type: question.type,
  displayInList: question.displayInList,
  value,
});

function summaryOf(note: Note): NoteSummary {
  const { _id, name, secondName, notesCollectionId, effectiveDate, createdAt } = note;
  return {
    _id,
    name,
    secondName,
    notesCollectionId,
    effectiveDate,
    createdAt,
    listAnswers: note.answers.filter((answer) => answer.displayInList),
    entryCount: note.entries.length,
  };
}

const newestFirst = (a: Note, b: Note) => b.effectiveDate.localeCompare(a.effectiveDate) || b.createdAt.localeCompare(a.createdAt);

function pageOf(notes: Note[], pageNumber: number) {
  const totalPages = Math.max(1, Math.ceil(notes.length / fakeNotesPageSize));
  const start = (pageNumber - 1) * fakeNotesPageSize;
  return { notes: [...notes].sort(newestFirst).slice(start, start + fakeNotesPageSize).map(summaryOf), pageNumber, totalPages };
}

/** Every word of `search` occurs in the note's text (a plain stand-in for the server's full-text search). */
function searchHit(note: Note, search: string) {
  const text = [note.name, note.secondName, ...note.answers.map((answer) => String(answer.value ?? '')), ...note.entries.map((entry) => entry.text)].join(' ');
  const words = search.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0 || !words.every((word) => text.toLowerCase().includes(word))) return null;
  const at = text.toLowerCase().indexOf(words[0]!);
  const from = Math.max(0, at - 20);
  const snippet = text.slice(from, from + 80);
  return { note: summaryOf(note), snippet, highlights: [{ start: at - from, length: words[0]!.length }] };
}

const params = (request: Request) => new URL(request.url).searchParams;

/**
 * The notes area's calls (contract/notes.yaml) on a fake server, over an in-memory store that is
 * empty unless seeded. Good enough for screens: ids the store lacks are 404 with the contract's
 * codes, lists and pages come in the contract's order, search matches every word anywhere. A
 * test may replace a handler to make a call fail.
 */
export function installFakeNotesServer(server: FakeServer, seed: FakeNotesSeed = {}): FakeNotesStore {
  const store: FakeNotesStore = {
    collections: [...(seed.collections ?? [])],
    notes: [...(seed.notes ?? [])],
    contexts: [...(seed.contexts ?? [])],
  };
  const collection = (id: string | null | undefined) => store.collections.find((each) => each._id === id);
  const note = (id: string | null | undefined) => store.notes.find((each) => each._id === id);
  const context = (id: string | null | undefined) => store.contexts.find((each) => each._id === id);
  const withCount = (each: NotesCollection): NotesCollection => ({ ...each, noteCount: store.notes.filter((n) => n.notesCollectionId === each._id).length });
  const contextWithCount = (each: NoteContext): NoteContext => ({
    ...each,
    entryCount: store.notes.flatMap((n) => n.entries).filter((entry) => entry.contextIds.includes(each._id)).length,
  });
  const replaceNote = (changed: Note) => {
    store.notes = store.notes.map((each) => (each._id === changed._id ? changed : each));
    return ok(changed);
  };
  const entriesFrom = (inputs: Schemas['EntryInput'][], existing: Note['entries']) => {
    const now = new Date().toISOString();
    return inputs.map((input) => {
      const kept = input._id ? existing.find((entry) => entry._id === input._id) : undefined;
      return { _id: kept?._id ?? fakeId('entry'), text: input.text, createdAt: kept?.createdAt ?? now, updatedAt: now, contextIds: input.contextIds ?? [] };
    });
  };
  const unknownContext = (inputs: Schemas['EntryInput'][] | undefined) => (inputs ?? []).some((input) => (input.contextIds ?? []).some((id) => !context(id)));

  Object.assign(server.routes, {
    'GET /notes-collection': (request: Request) => {
      const id = params(request).get('notesCollectionId');
      if (id === null) return ok([...store.collections].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(withCount));
      const found = collection(id);
      return found ? ok(withCount(found)) : refused(404, 'NOTES_COLLECTION_NOT_FOUND');
    },
    'POST /notes-collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createNotesCollection'>;
      if (!body.name.trim()) return refused(400, 'NOTES_COLLECTION_NAME_REQUIRED');
      const made = fakeNotesCollection(body.name.trim(), {
        questions: (body.questions ?? []).map((question) => fakeQuestion(question.text, { type: question.type, displayInList: question.displayInList ?? false })),
        options: { ...defaultOptions, ...body.options },
      });
      store.collections.push(made);
      return ok(made);
    },
    'PUT /notes-collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateNotesCollection'>;
      const found = collection(body.notesCollectionId);
      if (!found) return refused(404, 'NOTES_COLLECTION_NOT_FOUND');
      if (body.name !== undefined && !body.name.trim()) return refused(400, 'NOTES_COLLECTION_NAME_REQUIRED');
      if (body.questions?.some((question) => question._id && !found.questions.some((each) => each._id === question._id))) return refused(404, 'QUESTION_NOT_FOUND');
      const questions = body.questions?.map((question) => ({ _id: question._id ?? fakeId('quest'), text: question.text, type: question.type, displayInList: question.displayInList ?? false }));
      const changed: NotesCollection = { ...found, name: body.name?.trim() ?? found.name, questions: questions ?? found.questions, options: { ...found.options, ...body.options } };
      store.collections = store.collections.map((each) => (each._id === found._id ? changed : each));
      if (questions && body.retroUpdateQuestions) {
        store.notes = store.notes.map((each) => {
          if (each.notesCollectionId !== found._id) return each;
          const value = (question: Question) => each.answers.find((answer) => answer.questionId === question._id && answer.type === question.type)?.value ?? null;
          const removed = each.answers.filter((answer) => answer.value !== null && !questions.some((question) => question._id === answer.questionId && question.type === answer.type));
          return { ...each, answers: questions.map((question) => answerTo(question, value(question))), archivedAnswers: [...each.archivedAnswers, ...removed] };
        });
      }
      return ok(withCount(changed));
    },
    'DELETE /notes-collection': (request: Request) => {
      const id = params(request).get('notesCollectionId');
      if (!collection(id)) return refused(404, 'NOTES_COLLECTION_NOT_FOUND');
      const deleteNotes = params(request).get('deleteNotes') === 'true';
      const its = store.notes.filter((each) => each.notesCollectionId === id);
      store.collections = store.collections.filter((each) => each._id !== id);
      store.notes = deleteNotes
        ? store.notes.filter((each) => each.notesCollectionId !== id)
        : store.notes.map((each) => (each.notesCollectionId === id ? { ...each, notesCollectionId: null } : each));
      return ok({ deletedNotes: deleteNotes ? its.length : 0, keptNotes: deleteNotes ? 0 : its.length });
    },
    'GET /note': (request: Request) => {
      const query = params(request);
      const pageNumber = Number(query.get('pageNumber') ?? '1');
      const search = query.get('search');
      const collectionId = query.get('notesCollectionId');
      if (search !== null) {
        const within = collectionId === null ? store.notes : store.notes.filter((each) => each.notesCollectionId === collectionId);
        const results = within.map((each) => searchHit(each, search)).filter((hit) => hit !== null);
        return results.length === 0 && !/[\p{L}\p{N}]/u.test(search) ? refused(400, 'SEARCH_TOO_SHORT') : ok({ results: results.slice(0, 50) });
      }
      if (query.has('noteId')) {
        const found = note(query.get('noteId'));
        return found ? ok(found) : refused(404, 'NOTE_NOT_FOUND');
      }
      if (collectionId !== null) {
        if (!collection(collectionId)) return refused(404, 'NOTES_COLLECTION_NOT_FOUND');
        return ok(pageOf(store.notes.filter((each) => each.notesCollectionId === collectionId), pageNumber));
      }
      if (query.get('withoutCollection') === 'true') return ok(pageOf(store.notes.filter((each) => each.notesCollectionId === null), pageNumber));
      const date = query.get('effectiveDate');
      if (date !== null) return ok(store.notes.filter((each) => each.effectiveDate === date).map(summaryOf));
      return refused(400, 'ONE_QUERY_AT_A_TIME');
    },
    'POST /note': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createNote'>;
      if (!body.name.trim()) return refused(400, 'NOTE_NAME_REQUIRED');
      const into = body.notesCollectionId === undefined ? null : collection(body.notesCollectionId);
      if (into === undefined) return refused(404, 'NOTES_COLLECTION_NOT_FOUND');
      if (unknownContext(body.entries)) return refused(404, 'NOTE_CONTEXT_NOT_FOUND');
      const made = fakeNote(body.name.trim(), into, {
        secondName: body.secondName ?? '',
        effectiveDate: body.effectiveDate ?? new Date().toISOString().slice(0, 10),
      });
      made.answers = made.answers.map((answer) => ({ ...answer, value: body.answers?.find((given) => given.questionId === answer.questionId)?.value ?? null }));
      made.entries = entriesFrom(body.entries ?? [], []);
      store.notes.push(made);
      return ok(made);
    },
    'PUT /note': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateNote'>;
      const found = note(body.noteId);
      if (!found) return refused(404, 'NOTE_NOT_FOUND');
      const { noteId: _noteId, answers, entries, ...fields } = body;
      if (Object.keys(fields).length === 0 && !answers && !entries) return refused(400, 'NOTHING_TO_CHANGE');
      if (fields.name !== undefined && !fields.name.trim()) return refused(400, 'NOTE_NAME_REQUIRED');
      if (fields.notesCollectionId && !collection(fields.notesCollectionId)) return refused(404, 'NOTES_COLLECTION_NOT_FOUND');
      if (answers?.some((given) => !found.answers.some((answer) => answer.questionId === given.questionId))) return refused(404, 'QUESTION_NOT_FOUND');
      if (entries?.some((entry) => entry._id && !found.entries.some((each) => each._id === entry._id))) return refused(404, 'NOTE_NOT_FOUND');
      if (unknownContext(entries)) return refused(404, 'NOTE_CONTEXT_NOT_FOUND');
      return replaceNote({
        ...found,
        ...fields,
        notesCollectionId: fields.notesCollectionId === undefined ? found.notesCollectionId : fields.notesCollectionId,
        answers: found.answers.map((answer) => {
          const given = answers?.find((each) => each.questionId === answer.questionId);
          return given ? { ...answer, value: given.value } : answer;
        }),
        entries: entries ? entriesFrom(entries, found.entries) : found.entries,
        updatedAt: new Date().toISOString(),
      });
    },
    'DELETE /note': (request: Request) => {
      const id = params(request).get('noteId');
      if (!note(id)) return refused(404, 'NOTE_NOT_FOUND');
      store.notes = store.notes.filter((each) => each._id !== id);
      return ok();
    },
    'POST /journal-note': (_request: Request, raw: unknown) => {
      const body = raw as { notesCollectionId: string; effectiveDate: string; name?: string };
      const journal = collection(body.notesCollectionId);
      if (!journal) return refused(404, 'NOTES_COLLECTION_NOT_FOUND');
      const existing = store.notes.find((each) => each.notesCollectionId === journal._id && each.effectiveDate === body.effectiveDate);
      if (existing) return ok(existing);
      const made = fakeNote(body.name ?? body.effectiveDate, journal, { effectiveDate: body.effectiveDate });
      store.notes.push(made);
      return ok(made);
    },
    'GET /note-context': (request: Request) => {
      const id = params(request).get('contextId');
      if (id === null) return ok([...store.contexts].sort((a, b) => a.name.localeCompare(b.name)).map(contextWithCount));
      const found = context(id);
      if (!found) return refused(404, 'NOTE_CONTEXT_NOT_FOUND');
      const entries = [...store.notes]
        .sort(newestFirst)
        .flatMap((each) => each.entries.filter((entry) => entry.contextIds.includes(found._id)).map((entry) => ({ noteId: each._id, noteName: each.name, effectiveDate: each.effectiveDate, entry })));
      return ok({ context: contextWithCount(found), entries });
    },
    'POST /note-context': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createNoteContext'>;
      if (!body.name.trim()) return refused(400, 'NOTE_CONTEXT_NAME_REQUIRED');
      if (store.contexts.some((each) => each.name.toLowerCase() === body.name.trim().toLowerCase())) return refused(409, 'NOTE_CONTEXT_NAME_TAKEN');
      const made = fakeNoteContext(body.name.trim(), { description: body.description ?? '' });
      store.contexts.push(made);
      return ok(made);
    },
    'PUT /note-context': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateNoteContext'>;
      const found = context(body.contextId);
      if (!found) return refused(404, 'NOTE_CONTEXT_NOT_FOUND');
      if (body.name !== undefined && !body.name.trim()) return refused(400, 'NOTE_CONTEXT_NAME_REQUIRED');
      const name = body.name?.trim();
      if (name && store.contexts.some((each) => each._id !== found._id && each.name.toLowerCase() === name.toLowerCase())) return refused(409, 'NOTE_CONTEXT_NAME_TAKEN');
      const changed = { ...found, name: name ?? found.name, description: body.description ?? found.description };
      store.contexts = store.contexts.map((each) => (each._id === found._id ? changed : each));
      return ok(contextWithCount(changed));
    },
    'DELETE /note-context': (request: Request) => {
      const id = params(request).get('contextId');
      if (!context(id)) return refused(404, 'NOTE_CONTEXT_NOT_FOUND');
      store.contexts = store.contexts.filter((each) => each._id !== id);
      store.notes = store.notes.map((each) => ({ ...each, entries: each.entries.map((entry) => ({ ...entry, contextIds: entry.contextIds.filter((c) => c !== id) })) }));
      return ok();
    },
  });
  return store;
}
