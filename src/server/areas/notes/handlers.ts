import type { AreaDeps } from '../../area';
import { createCollectionHandlers } from './handlers/collections';
import { createContextHandlers } from './handlers/contexts';
import { createNoteHandlers } from './handlers/notes';
import { createPortableNoteHandlers } from './handlers/portable';
import type { NotesSettings } from './settings';
import type { NotesTables } from './tables';

/** Every call of the notes area needs the access token. */
export function createNotesHandlers(deps: AreaDeps<NotesTables>, settings: NotesSettings) {
  return {
    secured: { ...createNoteHandlers(deps, settings), ...createCollectionHandlers(deps, settings), ...createContextHandlers(deps, settings), ...createPortableNoteHandlers(deps, settings) },
    open: {},
  };
}
