import type { DraftAnswerValue, DraftEntry, NoteDraft } from '../../../../../machines/noteDraftMachine';
import type { RequestBody } from '../../../../contract/types';
import type { Note } from '../queries';

export type { DraftAnswerValue, DraftEntry, NoteDraft };

/** What `PUT /note` takes. */
export type NoteChange = RequestBody<'updateNote'>;

/** The page's working copy of a note as the server has it: each entry named by its id. */
export function draftFromNote(note: Note): NoteDraft {
  return {
    name: note.name,
    secondName: note.secondName,
    answers: Object.fromEntries(note.answers.map((answer) => [answer.questionId, answer.value])),
    entries: note.entries.map((entry) => ({ key: entry._id, _id: entry._id, text: entry.text, contextIds: [...entry.contextIds] })),
  };
}

/**
 * What the page shows when a save of the note waits in the outbox (a reload offline): that save's
 * title, answers and entries over the server's copy. Its entries keep the ids they were sent with;
 * those sent as new get a new key here, and are sent as new again should the page save.
 */
export function draftFromChange(note: Note, change: NoteChange): NoteDraft {
  const fromServer = draftFromNote(note);
  return {
    name: change.name ?? fromServer.name,
    secondName: change.secondName ?? fromServer.secondName,
    answers: { ...fromServer.answers, ...Object.fromEntries((change.answers ?? []).map((answer) => [answer.questionId, answer.value])) },
    entries: change.entries
      ? change.entries.map(({ _id, text, contextIds }) => (_id ? { key: _id, _id, text, contextIds: [...(contextIds ?? [])] } : { ...newEntry(), text, contextIds: [...(contextIds ?? [])] }))
      : fromServer.entries,
  };
}

let made = 0;
/** A new entry, named on this device until the server gives it an id. */
export function newEntry(): DraftEntry {
  made += 1;
  return { key: `new-${Date.now().toString(36)}-${made}`, text: '', contextIds: [] };
}

/**
 * The server's id of an entry: the one the latest save gave it (`ids`, by key), else its own. The
 * save's comes first: an entry sent as new (brought back after its removal was saved) got a new one.
 */
export const entryIdOf = (entry: DraftEntry, ids: ReadonlyMap<string, string>) => ids.get(entry.key) ?? entry._id;

/**
 * `PUT /note`'s body for the draft. `server` is the note as the server last said: an entry keeps
 * its id only while the server still holds it (one removed and brought back by Undo after the
 * removal was saved is sent as new: the server would refuse an id it no longer has), and only the
 * note's current questions are answered. An empty title is left out, so the old one is kept until
 * a new one is typed (the server refuses an empty one).
 */
export function changeFromDraft(draft: NoteDraft, server: Note, ids: ReadonlyMap<string, string>): NoteChange {
  const held = new Set(server.entries.map((entry) => entry._id));
  const asked = new Set(server.answers.map((answer) => answer.questionId));
  return {
    noteId: server._id,
    ...(draft.name.trim() ? { name: draft.name } : {}),
    secondName: draft.secondName,
    answers: Object.entries(draft.answers)
      .filter(([questionId]) => asked.has(questionId))
      .map(([questionId, value]) => ({ questionId, value })),
    entries: draft.entries.map((entry) => {
      const _id = entryIdOf(entry, ids);
      return { ...(_id && held.has(_id) ? { _id } : {}), text: entry.text, contextIds: entry.contextIds };
    }),
  };
}

/**
 * The ids the server gave the entries of a save, by key: it answers the whole list in the order
 * sent, so the nth entry answered is the nth sent. The next save then does not add them again.
 */
export function idsFromSave(sent: NoteDraft, saved: Note): Map<string, string> {
  const ids = new Map<string, string>();
  sent.entries.forEach((entry, index) => {
    const answered = saved.entries[index];
    if (answered) ids.set(entry.key, answered._id);
  });
  return ids;
}

/** The draft with the ids the server gave its entries written in (for the device's copy). */
export function withIds(draft: NoteDraft, ids: ReadonlyMap<string, string>): NoteDraft {
  return { ...draft, entries: draft.entries.map((entry) => (ids.has(entry.key) ? { ...entry, _id: ids.get(entry.key)! } : entry)) };
}

/** Whether two drafts say the same (the device's copy against the server's note). */
export function sameDraft(a: NoteDraft, b: NoteDraft): boolean {
  const comparable = (draft: NoteDraft) => ({
    name: draft.name,
    secondName: draft.secondName,
    answers: Object.entries(draft.answers).sort(([x], [y]) => x.localeCompare(y)),
    entries: draft.entries.map((entry) => [entry._id ?? null, entry.text, entry.contextIds]),
  });
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/** Moves the entry at `index` one place up (-1) or down (+1); the list as it was at an edge. */
export function moveEntry(entries: DraftEntry[], index: number, by: -1 | 1): DraftEntry[] {
  const to = index + by;
  if (index < 0 || index >= entries.length || to < 0 || to >= entries.length) return entries;
  const moved = [...entries];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

/** The answer as text, for the archived answers (shown, never edited). */
export function answerText(value: DraftAnswerValue, yes: string, no: string, unanswered: string): string {
  if (value === null || value === '') return unanswered;
  if (typeof value === 'boolean') return value ? yes : no;
  return String(value);
}
