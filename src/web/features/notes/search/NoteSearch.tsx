/** Search notes by their words (GET /note?search=): built by the search part; a placeholder until then. */
export interface NoteSearchProps {
  /** Search within this collection only; every note when absent. */
  notesCollectionId?: string;
}

export function NoteSearch(_props: NoteSearchProps) {
  return null;
}
