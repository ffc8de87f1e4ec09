// Proves the note page's draft rules the autosave relies on: the PUT body keeps an entry's id only
// while the server holds it (so Undo after a saved removal adds it back instead of being refused),
// answers only the note's questions, leaves an empty title out; the ids a save gave are adopted by
// position so the next save does not add an entry twice; the device's copy is read back only when
// it is a draft; and moving entries stops at the edges.
import { describe, expect, it } from 'vitest';
import { fakeNote, fakeNotesCollection, fakeQuestion } from '../fakeServer.testing';
import type { Note } from '../queries';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draftStorage';
import { answerText, changeFromDraft, draftFromNote, idsFromSave, moveEntry, newEntry, sameDraft, withIds, type NoteDraft } from './noteDraft';

const collection = fakeNotesCollection('Journal', { questions: [fakeQuestion('Mood', { type: 'scale' })] });
const entry = (id: string, text: string) => ({ _id: id, text, createdAt: '2026-01-15T08:00:00.000Z', updatedAt: '2026-01-15T08:00:00.000Z', contextIds: [] });
const server: Note = { ...fakeNote('Monday', collection), entries: [entry('entry0000001', 'One'), entry('entry0000002', 'Two')] };
const moodId = collection.questions[0]!._id;

describe('draftFromNote', () => {
  it('names each entry by its id and takes the answers by question', () => {
    expect(draftFromNote(server)).toEqual({
      name: 'Monday',
      secondName: '',
      answers: { [moodId]: null },
      entries: [
        { key: 'entry0000001', _id: 'entry0000001', text: 'One', contextIds: [] },
        { key: 'entry0000002', _id: 'entry0000002', text: 'Two', contextIds: [] },
      ],
    });
  });
});

describe('changeFromDraft', () => {
  it('sends the whole ordered list: held ids kept, new entries without one', () => {
    const draft = draftFromNote(server);
    const added = { ...newEntry(), text: 'Three' };
    const change = changeFromDraft({ ...draft, entries: [draft.entries[1]!, added, draft.entries[0]!], answers: { [moodId]: 7 } }, server, new Map());
    expect(change).toEqual({
      noteId: server._id,
      name: 'Monday',
      secondName: '',
      answers: [{ questionId: moodId, value: 7 }],
      entries: [
        { _id: 'entry0000002', text: 'Two', contextIds: [] },
        { text: 'Three', contextIds: [] },
        { _id: 'entry0000001', text: 'One', contextIds: [] },
      ],
    });
  });

  it('sends an entry the server no longer holds as new, and uses the id a save gave', () => {
    const afterRemoval: Note = { ...server, entries: [entry('entry0000002', 'Two')] };
    const added = { ...newEntry(), text: 'Three' };
    const draft: NoteDraft = { ...draftFromNote(server), entries: [...draftFromNote(server).entries, added] };
    const change = changeFromDraft(draft, { ...afterRemoval, entries: [...afterRemoval.entries, entry('entry0000003', 'Three')] }, new Map([[added.key, 'entry0000003']]));
    expect(change.entries).toEqual([
      { text: 'One', contextIds: [] },
      { _id: 'entry0000002', text: 'Two', contextIds: [] },
      { _id: 'entry0000003', text: 'Three', contextIds: [] },
    ]);
  });

  it('prefers the id the latest save gave over the one the entry came with', () => {
    const draft = draftFromNote(server);
    const held: Note = { ...server, entries: [entry('entry0000009', 'One'), entry('entry0000002', 'Two')] };
    expect(changeFromDraft(draft, held, new Map([['entry0000001', 'entry0000009']])).entries?.[0]).toEqual({ _id: 'entry0000009', text: 'One', contextIds: [] });
  });

  it('leaves out an empty title and answers to questions the note no longer has', () => {
    const change = changeFromDraft({ ...draftFromNote(server), name: '  ', answers: { [moodId]: 3, gone00000001: 'x' } }, server, new Map());
    expect(change).not.toHaveProperty('name');
    expect(change.answers).toEqual([{ questionId: moodId, value: 3 }]);
  });
});

describe('adopting the ids a save gave', () => {
  it('pairs the sent entries with the answered ones by position', () => {
    const added = { ...newEntry(), text: 'Three' };
    const sent: NoteDraft = { ...draftFromNote(server), entries: [...draftFromNote(server).entries, added] };
    const saved: Note = { ...server, entries: [...server.entries, entry('entry0000003', 'Three')] };
    const ids = idsFromSave(sent, saved);
    expect(ids.get(added.key)).toBe('entry0000003');
    expect(withIds({ ...sent, entries: [added] }, ids).entries).toEqual([{ ...added, _id: 'entry0000003' }]);
  });

  it('gives each new entry its own key', () => {
    expect(newEntry().key).not.toBe(newEntry().key);
  });
});

describe('sameDraft', () => {
  it('tells a draft that says what the server has from one that does not', () => {
    const draft = draftFromNote(server);
    expect(sameDraft(draft, { ...draft, answers: { ...draft.answers } })).toBe(true);
    expect(sameDraft(draft, { ...draft, name: 'Tuesday' })).toBe(false);
    expect(sameDraft(draft, { ...draft, entries: draft.entries.slice(1) })).toBe(false);
  });
});

describe('moveEntry', () => {
  const entries = draftFromNote(server).entries;
  it('swaps with the neighbour, and stays at the edges', () => {
    expect(moveEntry(entries, 1, -1).map((each) => each.text)).toEqual(['Two', 'One']);
    expect(moveEntry(entries, 0, 1).map((each) => each.text)).toEqual(['Two', 'One']);
    expect(moveEntry(entries, 0, -1)).toBe(entries);
    expect(moveEntry(entries, 1, 1)).toBe(entries);
  });
});

describe('answerText', () => {
  it.each([
    [null, 'Not answered'],
    ['', 'Not answered'],
    [true, 'Yes'],
    [false, 'No'],
    [7, '7'],
    ['Well', 'Well'],
  ] as const)('shows %o as %s', (value, text) => {
    expect(answerText(value, 'Yes', 'No', 'Not answered')).toBe(text);
  });
});

describe('the device copy', () => {
  it('is kept per user and note, and read back', () => {
    const draft = draftFromNote(server);
    writeStoredDraft('user00000001', server._id, draft);
    expect(readStoredDraft('user00000001', server._id)).toEqual(draft);
    expect(readStoredDraft('user00000002', server._id)).toBeNull();
    clearStoredDraft('user00000001', server._id);
    expect(readStoredDraft('user00000001', server._id)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not a draft', '{"name":"x"}'],
    ['a bad entry', JSON.stringify({ name: 'x', secondName: '', answers: {}, entries: [{ key: 1 }] })],
    ['a bad answer', JSON.stringify({ name: 'x', secondName: '', answers: { a: {} }, entries: [] })],
  ])('is ignored when it holds %s', (_, text) => {
    localStorage.setItem(`lifelog.noteDraft.user00000001.${server._id}`, text);
    expect(readStoredDraft('user00000001', server._id)).toBeNull();
  });
});
