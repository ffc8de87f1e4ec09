// What the notes area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, makers of collections, notes and contexts,
// readers that narrow GET /note's four answers (a note, a page, search results, a date's notes),
// and a snapshot of every table to prove that a refused call changed nothing.
import type { OperationId, QueryOf, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';

export type Note = Schemas['Note'];
export type NoteSummary = Schemas['NoteSummary'];
export type NotePage = Schemas['NotePage'];
export type NoteSearchResults = Schemas['NoteSearchResults'];
export type NotesCollection = Schemas['NotesCollection'];
export type NoteContext = Schemas['NoteContext'];
export type NoteContextWithEntries = Schemas['NoteContextWithEntries'];
export type QuestionInput = Schemas['QuestionInput'];
export type QuestionType = Schemas['QuestionType'];
export type AnswerValue = Schemas['AnswerValue'];

/** 23:30 UTC: already the next day in Stockholm, so a default effective date shows it is UTC's. */
export const NOW = '2026-11-25T23:30:00.000Z';
export const TODAY = '2026-11-25';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface NotesApi {
  t: TestApp;
  user: SignedUp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  /** The clock as the server reads it, as an ISO string. */
  now: () => string;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  makeCollection: (name: string, questions?: QuestionInput[], options?: RequestBody<'createNotesCollection'>['options']) => Promise<NotesCollection>;
  makeNote: (body: RequestBody<'createNote'>) => Promise<Note>;
  makeContext: (name: string, description?: string) => Promise<NoteContext>;
  readNote: (noteId: string) => Promise<Note>;
  readPage: (query: QueryOf<'getNotes'>) => Promise<NotePage>;
  readDate: (effectiveDate: string) => Promise<NoteSummary[]>;
  search: (text: string, notesCollectionId?: string) => Promise<NoteSearchResults['results']>;
  readCollection: (notesCollectionId: string) => Promise<NotesCollection>;
  readContext: (contextId: string) => Promise<NoteContextWithEntries>;
  snapshot: () => Promise<Record<string, string[]>>;
}

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
}

function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  return { user, call, ok: async (id, options) => dataOf(await call(id, options)) };
}

export async function startNotesApi(username = 'nora'): Promise<NotesApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ settings: { notes: { now: () => new Date(clock) } } });
  const user = await signUp(t.app, username);
  const { call, ok } = callerOf(t, user);
  const readNote = async (noteId: string) => asNote(await ok('getNotes', { query: { noteId } }));
  return {
    t,
    user,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    advance: (ms) => {
      clock += ms;
    },
    now: () => new Date(clock).toISOString(),
    call,
    ok,
    otherUser: async (name) => callerOf(t, await signUp(t.app, name)),
    makeCollection: (name, questions, options) =>
      ok('createNotesCollection', { body: { name, ...(questions === undefined ? {} : { questions }), ...(options === undefined ? {} : { options }) } }),
    makeNote: (body) => ok('createNote', { body }),
    makeContext: (name, description) => ok('createNoteContext', { body: { name, ...(description === undefined ? {} : { description }) } }),
    readNote,
    readPage: async (query) => asPage(await ok('getNotes', { query })),
    readDate: async (effectiveDate) => asSummaries(await ok('getNotes', { query: { effectiveDate } })),
    search: async (text, notesCollectionId) =>
      asSearch(await ok('getNotes', { query: { search: text, ...(notesCollectionId === undefined ? {} : { notesCollectionId }) } })).results,
    readCollection: async (notesCollectionId) => asCollection(await ok('getNotesCollections', { query: { notesCollectionId } })),
    readContext: async (contextId) => asContextWithEntries(await ok('getNoteContexts', { query: { contextId } })),
    snapshot: () => tableSnapshot(t.database.db),
  };
}

/** A question as the collection form sends it. */
export const question = (text: string, type: QuestionType, displayInList?: boolean): QuestionInput => ({
  text,
  type,
  ...(displayInList === undefined ? {} : { displayInList }),
});

/** A collection's question sent back as it is (kept), optionally changed. */
export const keep = (collection: NotesCollection, text: string, change: Partial<QuestionInput> = {}): QuestionInput => {
  const { _id, text: own, type, displayInList } = questionOf(collection, text);
  return { _id, text: own, type, displayInList, ...change };
};

export function questionOf(collection: NotesCollection, text: string): Schemas['Question'] {
  const found = collection.questions.find((candidate) => candidate.text === text);
  if (found === undefined) throw new Error(`The collection has no question "${text}"`);
  return found;
}

/** A note's answers as `{ question text: value }`, in order, for short assertions. */
export function valuesOf(note: Pick<Note, 'answers'>): Array<[string, AnswerValue]> {
  return note.answers.map((answer) => [answer.text, answer.value]);
}

export { expectRefusal } from '../expectRefusal';

type NotesData = ResponseData<'getNotes'>;

export function asNote(data: NotesData): Note {
  if (Array.isArray(data) || !('entries' in data)) throw new Error(`Expected one note, got ${JSON.stringify(data)}`);
  return data;
}

export function asPage(data: NotesData): NotePage {
  if (Array.isArray(data) || !('totalPages' in data)) throw new Error(`Expected a page of notes, got ${JSON.stringify(data)}`);
  return data;
}

export function asSearch(data: NotesData): NoteSearchResults {
  if (Array.isArray(data) || !('results' in data)) throw new Error(`Expected search results, got ${JSON.stringify(data)}`);
  return data;
}

export function asSummaries(data: NotesData): NoteSummary[] {
  if (!Array.isArray(data)) throw new Error(`Expected the notes of a date, got ${JSON.stringify(data)}`);
  return data;
}

export function asCollection(data: ResponseData<'getNotesCollections'>): NotesCollection {
  if (Array.isArray(data)) throw new Error(`Expected one collection, got ${JSON.stringify(data)}`);
  return data;
}

export function asContextWithEntries(data: ResponseData<'getNoteContexts'>): NoteContextWithEntries {
  if (Array.isArray(data)) throw new Error(`Expected one context with its entries, got ${JSON.stringify(data)}`);
  return data;
}

/** The summary a list shows of a note (listAnswers: its answers marked displayInList). */
export function summaryOf(note: Note): NoteSummary {
  return {
    _id: note._id,
    name: note.name,
    secondName: note.secondName,
    notesCollectionId: note.notesCollectionId,
    effectiveDate: note.effectiveDate,
    createdAt: note.createdAt,
    listAnswers: note.answers.filter((answer) => answer.displayInList),
    entryCount: note.entries.length,
  };
}
