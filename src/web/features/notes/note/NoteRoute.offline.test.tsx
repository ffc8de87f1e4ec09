// Proves /note/:id offline on the real app with its outbox on a real IndexedDB store
// (fake-indexeddb) (issue 25, notes): writing offline is handed to the outbox, and the page says
// "Not sent yet" (en and sv), not an error; however many pauses in typing, the outbox holds one
// save of the note, the latest; a reload offline shows what was written over the server's copy;
// back online the outbox sends it once and the page says Saved, with the server's note.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectOutbox } from '../../../../../machines/outboxMachine';
import { loadApp, renderApp, seedSession, type TestApp } from '../../../router/router.testUtils';
import { en, sv } from '../../../testing/catalogue';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';
import { fakeNote, fakeNotesCollection, installFakeNotesServer, type FakeNotesStore } from '../fakeServer.testing';

let server: FakeServer;
let store: FakeNotesStore;
const journal = fakeNotesCollection('Journal');
const monday = fakeNote('Monday', journal, {
  entries: [{ _id: 'entry0000001', text: 'Ran 5 km.', createdAt: '2026-01-15T08:00:00.000Z', updatedAt: '2026-01-15T08:00:00.000Z', contextIds: [] }],
});
const draftKey = `lifelog.noteDraft.user00000001.${monday._id}`;

/** The whole note as the server holds it now. */
const stored = () => store.notes.find((note) => note._id === monday._id)!;
const puts = async () => (await server.calls('PUT /note')).map((call) => call.body as Record<string, unknown>);

beforeEach(() => {
  // A browser of its own for each test: nothing waits in an outbox left by another.
  globalThis.indexedDB = new IDBFactory();
  seedSession('access');
  server = createFakeServer({ user: testUser() });
  store = installFakeNotesServer(server, { collections: [journal], notes: [monday], contexts: [] });
});

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

async function open() {
  const app = await loadApp(`/note/${monday._id}`, server);
  const view = renderApp(app);
  return { app, view, user: userEvent.setup() };
}

/** The app closed (the tab reloads): its outbox stops, what it stored stays on the device. */
function close({ app, view }: { app: TestApp; view: ReturnType<typeof renderApp> }) {
  view.unmount();
  app.stop();
}

const outboxOf = async (app: TestApp) => selectOutbox((await app.serverData.load()).outbox!.actor.getSnapshot());
const saveState = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 3_000 });

async function editEntry(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit entry 1' }));
  return screen.getByRole('textbox', { name: 'Text of entry 1' });
}

describe('/note/:id offline', () => {
  it('hands the writing to the outbox: one save of the note however many pauses, shown after a reload, sent once back online', { timeout: 20_000 }, async () => {
    const first = await open();
    setOnline(false);
    const text = await editEntry(first.user);
    await first.user.type(text, ' Then breakfast.');
    await saveState(en('shell.outbox.pendingMark'));
    expect(screen.queryByText(en('notes.note.notSaved'))).toBeNull();
    await first.user.type(text, ' And a nap.');
    await saveState(en('notes.note.saving'));
    await saveState(en('shell.outbox.pendingMark'));

    const waiting = await outboxOf(first.app);
    expect(waiting.pending).toHaveLength(1);
    expect(waiting.pending[0]).toMatchObject({
      area: 'notes',
      subject: `note:${monday._id}`,
      label: { id: 'notes.outbox.saved', values: { name: 'Monday' } },
      request: { method: 'PUT', path: '/note', body: { noteId: monday._id, entries: [{ _id: 'entry0000001', text: 'Ran 5 km. Then breakfast. And a nap.', contextIds: [] }] } },
    });
    // The outbox holds it: no second copy on the device, and nothing sent.
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(await puts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the outbox's write to IndexedDB
    close(first);

    const reloaded = await open();
    expect(await screen.findByRole('article', { name: 'Entry 1' })).toHaveTextContent('Ran 5 km. Then breakfast. And a nap.');
    await saveState(en('shell.outbox.pendingMark'));
    expect(stored().entries[0]?.text).toBe('Ran 5 km.');
    expect((await outboxOf(reloaded.app)).pending).toHaveLength(1);

    setOnline(true);
    await saveState(en('notes.note.saved'));
    expect(await puts()).toEqual([{ noteId: monday._id, name: 'Monday', secondName: '', answers: [], entries: [{ _id: 'entry0000001', text: 'Ran 5 km. Then breakfast. And a nap.', contextIds: [] }] }]);
    expect(stored().entries.map((entry) => entry.text)).toEqual(['Ran 5 km. Then breakfast. And a nap.']);
    expect((await outboxOf(reloaded.app)).unsentCount).toBe(0);
  });

  it('a new entry written offline is added once, and the next save online keeps it rather than adding it again', { timeout: 20_000 }, async () => {
    const { app, user } = await open();
    setOnline(false);
    await user.click(await screen.findByRole('button', { name: en('notes.note.addEntry') }));
    await user.type(screen.getByRole('textbox', { name: 'Text of entry 2' }), 'Read a book.');
    await saveState(en('shell.outbox.pendingMark'));
    setOnline(true);
    await saveState(en('notes.note.saved'));
    await waitFor(() => expect(stored().entries.map((entry) => entry.text)).toEqual(['Ran 5 km.', 'Read a book.']));
    const added = stored().entries[1]!._id;
    // The outbox's landing refreshed the note: the page knows the new entry's id.
    await new Promise((resolve) => setTimeout(resolve, 400));

    const text = await editEntry(user);
    await user.type(text, ' Swam too.');
    await waitFor(() => expect(stored().entries.map((entry) => entry.text)).toEqual(['Ran 5 km. Swam too.', 'Read a book.']), { timeout: 3_000 });
    expect(stored().entries[1]!._id).toBe(added);
    expect((await outboxOf(app)).unsentCount).toBe(0);
  });

  it("shows the server's note again once the user discards a save the server refused", { timeout: 20_000 }, async () => {
    const { app, user } = await open();
    setOnline(false);
    await user.type(await editEntry(user), ' Then breakfast.');
    await saveState(en('shell.outbox.pendingMark'));
    server.routes['PUT /note'] = () => refused(400, 'NOTE_ENTRY_TOO_LONG', 'Too long');
    setOnline(true);
    await waitFor(async () => expect((await outboxOf(app)).attention).toHaveLength(1));

    (await app.serverData.load()).outbox!.discard((await outboxOf(app)).attention[0]!.id);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text of entry 1' })).toHaveValue('Ran 5 km.'));
    expect(screen.queryByText(en('shell.outbox.pendingMark'))).toBeNull();
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(stored().entries[0]?.text).toBe('Ran 5 km.');
  });

  it('says "Not sent yet" in Swedish too', { timeout: 10_000 }, async () => {
    localStorage.setItem('lifelog.language', 'sv');
    const { user } = await open();
    setOnline(false);
    await user.click(await screen.findByRole('button', { name: sv('notes.note.editEntry').replace('{number}', '1') }));
    await user.type(screen.getByRole('textbox', { name: sv('notes.note.entryText').replace('{number}', '1') }), ' Sedan frukost.');
    await saveState(sv('shell.outbox.pendingMark'));
  });
});
