import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { notesToasts as t } from './toasts';

export type Note = Schemas['Note'];
export type NoteSummary = Schemas['NoteSummary'];
export type NotePage = Schemas['NotePage'];
export type NoteSearchHit = Schemas['NoteSearchHit'];
export type NotesCollection = Schemas['NotesCollection'];
export type NoteContext = Schemas['NoteContext'];
export type NoteContextWithEntries = Schemas['NoteContextWithEntries'];
export type Question = Schemas['Question'];
export type QuestionInput = Schemas['QuestionInput'];
export type QuestionType = Schemas['QuestionType'];
export type Answer = Schemas['Answer'];
export type Entry = Schemas['Entry'];
export type EntryInput = Schemas['EntryInput'];

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
/** Every GET /note query (one note, a collection's pages, a date's notes, searches). */
export const notesKey = ['get', '/note'] as const;
/** Every GET /notes-collection query (all, one). */
export const notesCollectionsKey = ['get', '/notes-collection'] as const;
/** Every GET /note-context query (all, one with its entries). */
export const noteContextsKey = ['get', '/note-context'] as const;
/** The dashboard shows notes of a date and the journal's note. */
const dashboardKey = ['get', '/dashboard'] as const;

/** A note change alters lists, counts, contexts' entries and the dashboard. */
const noteChange: readonly Invalidation[] = [notesKey, notesCollectionsKey, noteContextsKey, dashboardKey];

/**
 * Spec §5: the notes collection fetch is not repeated within 1 s. A read the loader just made is
 * fresh for that long, so the screen's mount (and a quick revisit) uses it; a change still
 * refreshes it at once (invalidation ignores staleness).
 */
export const collectionFreshFor = 1_000;

/**
 * The other reads: what a route's loader just fetched stays fresh this long, so the screen's
 * mount does not fetch it again; a change still refreshes it at once.
 */
const freshAfterLoad = 5_000;

const asList = <T,>(data: T | T[]): T[] => (Array.isArray(data) ? data : [data]);
const asOne = <T,>(data: T | T[]): T => {
  if (Array.isArray(data)) throw new Error('expected one item, got a list');
  return data;
};

/** GET /notes-collection: every collection, oldest first (the sidebar's order, spec §2). */
export function notesCollectionsQuery(api: Api) {
  return api.queryOptions('get', '/notes-collection', undefined, {
    select: (body): NotesCollection[] => asList(body.data),
    meta: { failureToast: t.collectionFetchFailed },
    staleTime: collectionFreshFor,
  });
}

/** GET /notes-collection?notesCollectionId=: one collection; 'Failed to fetch notes collection.'. */
export function notesCollectionQuery(api: Api, notesCollectionId: string) {
  return api.queryOptions('get', '/notes-collection', { params: { query: { notesCollectionId } } }, {
    select: (body): NotesCollection => asOne(body.data),
    meta: { failureToast: t.collectionFetchFailed },
    staleTime: collectionFreshFor,
  });
}

type NotesAnswer = Schemas['Note'] | Schemas['NotePage'] | Schemas['NoteSearchResults'] | Schemas['NoteSummary'][];

function asNote(data: NotesAnswer): Note {
  if (Array.isArray(data) || !('entries' in data)) throw new Error('expected one note');
  return data;
}

function asPage(data: NotesAnswer): NotePage {
  if (Array.isArray(data) || !('totalPages' in data)) throw new Error('expected a page of notes');
  return data;
}

/** GET /note?noteId=: one note with its answers and entries. A failure is the screen's to show. */
export function noteQuery(api: Api, noteId: string) {
  return api.queryOptions('get', '/note', { params: { query: { noteId } } }, {
    select: (body) => asNote(body.data),
    staleTime: freshAfterLoad,
  });
}

/** GET /note?notesCollectionId=&pageNumber=: a page (20) of a collection's notes, newest date first. */
export function collectionNotesQuery(api: Api, notesCollectionId: string, pageNumber = 1) {
  return api.queryOptions('get', '/note', { params: { query: { notesCollectionId, pageNumber } } }, {
    select: (body) => asPage(body.data),
    staleTime: freshAfterLoad,
  });
}

/** GET /note?withoutCollection=true&pageNumber=: the notes kept when their collection was deleted. */
export function notesWithoutCollectionQuery(api: Api, pageNumber = 1) {
  return api.queryOptions('get', '/note', { params: { query: { withoutCollection: true, pageNumber } } }, {
    select: (body) => asPage(body.data),
    staleTime: freshAfterLoad,
  });
}

/** GET /note?search=[&notesCollectionId=]: at most 50 hits, best first, each with a snippet. */
export function noteSearchQuery(api: Api, search: string, notesCollectionId?: string) {
  return api.queryOptions('get', '/note', { params: { query: notesCollectionId ? { search, notesCollectionId } : { search } } }, {
    select: (body): NoteSearchHit[] => {
      const data = body.data;
      if (Array.isArray(data) || !('results' in data)) throw new Error('expected search results');
      return data.results;
    },
  });
}

/** GET /note-context: every context by name with its entry count. */
export function noteContextsQuery(api: Api) {
  return api.queryOptions('get', '/note-context', undefined, {
    select: (body): NoteContext[] => {
      const data = body.data;
      if (!Array.isArray(data)) throw new Error('expected the contexts');
      return data;
    },
    staleTime: freshAfterLoad,
  });
}

/** GET /note-context?contextId=: one context with its entries across every note, newest first. */
export function noteContextQuery(api: Api, contextId: string) {
  return api.queryOptions('get', '/note-context', { params: { query: { contextId } } }, {
    select: (body): NoteContextWithEntries => {
      const data = body.data;
      if (Array.isArray(data)) throw new Error('expected one context');
      return data;
    },
    staleTime: freshAfterLoad,
  });
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows spec §8's toasts; call
// them as openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /notes-collection {name, questions?, options?}. */
export function useCreateNotesCollection() {
  return useApi().useMutation('post', '/notes-collection', {
    meta: { invalidates: [notesCollectionsKey], successToast: t.collectionAdded, failureToast: t.collectionAddFailed },
  });
}

/** PUT /notes-collection {notesCollectionId, …, retroUpdateQuestions?}: 'Failed to update notes collection.'. */
export function useUpdateNotesCollection() {
  return useApi().useMutation('put', '/notes-collection', {
    meta: { invalidates: noteChange, successToast: t.collectionUpdated, failureToast: t.collectionUpdateFailed },
  });
}

/** DELETE /notes-collection?notesCollectionId=&deleteNotes=: 'Failed to delete notes collection.'. */
export function useDeleteNotesCollection() {
  return useApi().useMutation('delete', '/notes-collection', {
    meta: { invalidates: noteChange, successToast: t.collectionDeleted, failureToast: t.collectionDeleteFailed },
  });
}

/** POST /note: 'Added note'. */
export function useCreateNote() {
  return useApi().useMutation('post', '/note', {
    meta: { invalidates: noteChange, successToast: t.noteAdded, failureToast: t.noteAddFailed },
  });
}

/** PUT /note with spec §8's 'Updated note' (an explicit change: moving the note, its date). */
export function useUpdateNote() {
  return useApi().useMutation('put', '/note', {
    meta: { invalidates: noteChange, successToast: t.noteUpdated, failureToast: t.noteUpdateFailed },
  });
}

/** DELETE /note?noteId=: 'Deleted note'. */
export function useDeleteNote() {
  return useApi().useMutation('delete', '/note', {
    meta: { invalidates: noteChange, successToast: t.noteDeleted, failureToast: t.noteDeleteFailed },
  });
}

/** POST /journal-note {notesCollectionId, effectiveDate}: the journal's note of a date, made on demand. */
export function useOpenJournalNote() {
  return useApi().useMutation('post', '/journal-note', {
    meta: { invalidates: noteChange, failureToast: t.journalFailed },
  });
}

/** POST /note-context {name, description?}. */
export function useCreateNoteContext() {
  return useApi().useMutation('post', '/note-context', {
    meta: { invalidates: [noteContextsKey], successToast: t.contextAdded, failureToast: t.contextAddFailed },
  });
}

/** PUT /note-context {contextId, name?, description?}. */
export function useUpdateNoteContext() {
  return useApi().useMutation('put', '/note-context', {
    meta: { invalidates: [noteContextsKey], successToast: t.contextUpdated, failureToast: t.contextUpdateFailed },
  });
}

/** DELETE /note-context?contextId=: its entries lose the context, nothing else. */
export function useDeleteNoteContext() {
  return useApi().useMutation('delete', '/note-context', {
    meta: { invalidates: [noteContextsKey, notesKey], successToast: t.contextDeleted, failureToast: t.contextDeleteFailed },
  });
}

/** POST /note-import {archive, timeZone, dryRun}: the screen explains a refusal itself, so no toast. */
export function useImportNotes() {
  return useApi().useMutation('post', '/note-import', {
    meta: { invalidates: noteChange },
  });
}
