import { refusals } from './refusals';
import * as collections from './repository/collections';
import * as contexts from './repository/contexts';
import * as notes from './repository/notes';
import type { NotesDb } from './tables';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireCollection(db: NotesDb, userId: string, id: string) {
  const collection = await collections.findCollection(db, userId, id);
  if (collection === undefined) throw refusals.collectionNotFound();
  return collection;
}

export async function requireNote(db: NotesDb, userId: string, id: string) {
  const note = await notes.findNote(db, userId, id);
  if (note === undefined) throw refusals.noteNotFound();
  return note;
}

export async function requireContext(db: NotesDb, userId: string, id: string) {
  const context = await contexts.findContext(db, userId, id);
  if (context === undefined) throw refusals.contextNotFound();
  return context;
}
