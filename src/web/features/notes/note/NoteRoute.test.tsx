// Proves /note/:id on the real app (loader, query cache, noteDraftMachine, localStorage) against
// the fake notes server: writing is saved quietly with one PUT after a pause and the page says so;
// a failed save keeps the text, says "Not saved yet – retrying" and saves on Try again; a reload
// (a new app on a fresh query cache) gives back the unsaved text, says so and saves it; answers of
// every type; entries added, moved, removed and brought back by Undo without duplicates; the
// contexts picker, creating one inline; the date with 'Updated note'; delete after a confirmation
// with 'Deleted note'; the sidebar's notes of the collection; a note that does not exist.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { en } from '../../../testing/catalogue';
import { fakeNote, fakeNoteContext, fakeNotesCollection, fakeQuestion, installFakeNotesServer, type FakeNotesStore } from '../fakeServer.testing';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { recordToasts } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { hasUnsavedWork } from '../../../pwa/unsavedWork';

let server: FakeServer;
let store: FakeNotesStore;
const journal = fakeNotesCollection('Journal', {
  questions: [
    fakeQuestion('How did you sleep?', { type: 'text' }),
    fakeQuestion('Hours of sleep', { type: 'number' }),
    fakeQuestion('Mood', { type: 'scale' }),
    fakeQuestion('Exercised', { type: 'yesNo' }),
  ],
});
const [sleep, hours, mood, exercised] = journal.questions.map((question) => question._id) as [string, string, string, string];
const older = fakeNote('Sunday', journal, { effectiveDate: '2026-01-14' });
const monday = fakeNote('Monday', journal, {
  entries: [{ _id: 'entry0000001', text: 'Ran **5 km** by the river.', createdAt: '2026-01-15T08:00:00.000Z', updatedAt: '2026-01-15T08:00:00.000Z', contextIds: [] }],
});
const anna = fakeNoteContext('Anna');

/** The whole note as the server holds it now. */
const stored = () => store.notes.find((note) => note._id === monday._id)!;
/** The answer's value on the server. */
const answerOn = (questionId: string) => stored().answers.find((answer) => answer.questionId === questionId)?.value;
const puts = async () => (await server.calls('PUT /note')).map((call) => call.body as Record<string, unknown>);

beforeEach(() => {
  seedSession('access');
  server = createFakeServer({ user: testUser() });
  store = installFakeNotesServer(server, { collections: [journal], notes: [older, monday], contexts: [anna] });
});

async function open(path = `/note/${monday._id}`) {
  const app = await loadApp(path, server);
  const toasts = recordToasts(app.toastActor);
  const view = renderApp(app);
  return { app, toasts, view, user: userEvent.setup() };
}

/** The autosave's status line says `text` (it waits for the 800 ms pause). */
const expectSaveState = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 3_000 });

async function editEntry(user: ReturnType<typeof userEvent.setup>, number: number) {
  await user.click(screen.getByRole('button', { name: `Edit entry ${number}` }));
  return screen.getByRole('textbox', { name: `Text of entry ${number}` });
}

describe('/note/:id', () => {
  it("shows the note's title, date, collection, answers and Markdown entries, and its collection's notes in the sidebar", async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Monday' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', `/notes-collection/${journal._id}`);
    expect(screen.getByText(/Jan 15, 2026/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'How did you sleep?' })).toHaveValue('');
    expect(screen.getByRole('group', { name: /Mood/ })).toBeVisible();
    const entry = screen.getByRole('article', { name: 'Entry 1' });
    expect(within(entry).getByText('5 km').tagName).toBe('STRONG');
    const sidebar = await screen.findByRole('region', { name: 'Notes in Journal' });
    // Sorted by creation time: Sunday was made first.
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sunday', 'Monday']);
  });

  it('saves typing quietly with one PUT after a pause, says Saved, and keeps nothing on the device after', async () => {
    const { user } = await open();
    const text = await editEntry(user, 1);
    await user.clear(text);
    await user.type(text, 'Ran 10 km.');
    expect(localStorage.getItem(`lifelog.noteDraft.user00000001.${monday._id}`)).toContain('Ran 10 km.');
    // Meanwhile a new version of the app is not offered (src/web/pwa/UpdatePrompt.tsx).
    expect(hasUnsavedWork()).toBe(true);
    await expectSaveState(en('notes.note.saved'));
    expect(hasUnsavedWork()).toBe(false);
    expect(await puts()).toEqual([
      { noteId: monday._id, name: 'Monday', secondName: '', answers: expect.any(Array), entries: [{ _id: 'entry0000001', text: 'Ran 10 km.', contextIds: [] }] },
    ]);
    expect(stored().entries.map((entry) => entry.text)).toEqual(['Ran 10 km.']);
    expect(localStorage.getItem(`lifelog.noteDraft.user00000001.${monday._id}`)).toBeNull();
  });

  it('keeps the text when a save fails, says Not saved yet – retrying, and saves on Try again', async () => {
    server.routes['PUT /note'] = () => refused(500, 'INTERNAL', 'down');
    const { user, toasts } = await open();
    const title = await screen.findByRole('textbox', { name: en('notes.note.titleLabel') });
    await user.type(title, ' evening');
    await expectSaveState(en('notes.note.notSaved'));
    expect(screen.getByText(en('notes.note.saveFailed'))).toBeVisible();
    expect(title).toHaveValue('Monday evening');
    expect(localStorage.getItem(`lifelog.noteDraft.user00000001.${monday._id}`)).toContain('Monday evening');
    expect(toasts).toEqual([]); // quiet: the page says it, no toast
    installFakeNotesServer(server, { collections: store.collections, notes: store.notes, contexts: store.contexts });
    await user.click(within(screen.getByRole('region', { name: 'Monday evening' })).getByRole('button', { name: en('notes.note.retrySave') }));
    await expectSaveState(en('notes.note.saved'));
    expect(screen.getByRole('heading', { level: 1, name: 'Monday evening' })).toBeVisible();
  });

  it('restores unsaved changes after a reload, says so, and saves them', { timeout: 10_000 }, async () => {
    let down = true;
    const realPut = server.routes['PUT /note']!;
    let attempts = 0;
    server.routes['PUT /note'] = (request, body) => {
      attempts += 1;
      // A server error, not a gateway's 502–504: those count as no answer, and the outbox would take the save.
      return down ? refused(500, 'INTERNAL', 'down') : realPut(request, body);
    };
    const first = await open();
    const text = await editEntry(first.user, 1);
    await first.user.type(text, ' Then breakfast.');
    await expectSaveState(en('notes.note.notSaved'));
    const before = attempts;
    first.view.unmount();
    // Leaving the page tries once more; it fails too, so the device's copy stays.
    await waitFor(() => expect(attempts).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stored().entries[0]?.text).toBe('Ran **5 km** by the river.');

    down = false;
    await open();
    expect(await screen.findByText(en('notes.note.restored'))).toBeVisible();
    expect(screen.getByRole('article', { name: 'Entry 1' })).toHaveTextContent('Ran 5 km by the river. Then breakfast.');
    await waitFor(() => expect(stored().entries[0]?.text).toBe('Ran **5 km** by the river. Then breakfast.'));
    await expectSaveState(en('notes.note.saved'));
    await waitFor(() => expect(localStorage.getItem(`lifelog.noteDraft.user00000001.${monday._id}`)).toBeNull());
    await userEvent.setup().click(screen.getByRole('button', { name: en('notes.note.dismiss') }));
    expect(screen.queryByText(en('notes.note.restored'))).toBeNull();
  });

  it('answers each type of question, and clears one back to unanswered', async () => {
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: 'How did you sleep?' }), 'Well');
    await user.type(screen.getByRole('textbox', { name: 'Hours of sleep' }), '7,5');
    const moodGroup = screen.getByRole('group', { name: /Mood/ });
    await user.click(within(moodGroup).getByRole('radio', { name: '8' }));
    // Arrow keys move along the scale.
    await user.keyboard('{ArrowRight}');
    expect(within(moodGroup).getByRole('radio', { name: '9' })).toBeChecked();
    const exercise = screen.getByRole('group', { name: 'Exercised' });
    await user.click(within(exercise).getByRole('radio', { name: en('notes.note.no') }));
    await user.click(within(exercise).getByRole('radio', { name: en('notes.note.yes') }));
    await user.click(screen.getByRole('button', { name: 'Clear the answer to Exercised' }));
    expect(within(exercise).getByRole('radio', { name: en('notes.note.yes') })).not.toBeChecked();
    await expectSaveState(en('notes.note.saved'));
    await waitFor(() => expect(answerOn(exercised)).toBeNull(), { timeout: 3_000 });
    expect(answerOn(mood)).toBe(9);
    expect(answerOn(sleep)).toBe('Well');
    expect(answerOn(hours)).toBe(7.5);
  });

  it('says a half-typed number is not one, and sends only numbers', async () => {
    const { user } = await open();
    const field = await screen.findByRole('textbox', { name: 'Hours of sleep' });
    await user.type(field, '7h');
    expect(field).toHaveAccessibleDescription(en('notes.note.notANumber'));
    await expectSaveState(en('notes.note.saved'));
    expect(answerOn(hours)).toBe(7);
  });

  // Several saves, each after the 800 ms pause.
  it('adds, moves, removes and brings back entries, never adding one twice', { timeout: 20_000 }, async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: en('notes.note.addEntry') }));
    const text = screen.getByRole('textbox', { name: 'Text of entry 2' });
    expect(text).toHaveFocus();
    await user.type(text, 'Lunch with Anna.');
    await waitFor(() => expect(stored().entries.map((entry) => entry.text)).toEqual(['Ran **5 km** by the river.', 'Lunch with Anna.']), { timeout: 3_000 });
    const newId = stored().entries[1]!._id;
    // Typing on after the save changes the same entry: the server's id was adopted.
    await user.type(text, ' Pasta.');
    await waitFor(() => expect(stored().entries[1]?.text).toBe('Lunch with Anna. Pasta.'), { timeout: 3_000 });
    expect(stored().entries.map((entry) => entry._id)).toEqual(['entry0000001', newId]);

    await user.click(screen.getByRole('button', { name: 'Done editing entry 2' }));
    await user.click(screen.getByRole('button', { name: 'Move entry 2 up' }));
    // Focus stays on the moved entry's button (now at the top, so on its "down").
    expect(screen.getByRole('button', { name: 'Move entry 1 down' })).toHaveFocus();
    await waitFor(() => expect(stored().entries.map((entry) => entry._id)).toEqual([newId, 'entry0000001']), { timeout: 3_000 });

    await user.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    expect(screen.getByRole('button', { name: en('notes.note.undo') })).toHaveFocus();
    await waitFor(() => expect(stored().entries.map((entry) => entry._id)).toEqual(['entry0000001']), { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: en('notes.note.undo') }));
    expect(screen.getByRole('article', { name: 'Entry 1' })).toHaveTextContent('Lunch with Anna. Pasta.');
    // Its removal was saved, so it comes back as a new entry, once.
    await waitFor(() => expect(stored().entries.map((entry) => entry.text)).toEqual(['Lunch with Anna. Pasta.', 'Ran **5 km** by the river.']), { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: 'Edit entry 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Text of entry 1' }), '!');
    await waitFor(() => expect(stored().entries[0]?.text).toBe('Lunch with Anna. Pasta.!'), { timeout: 3_000 });
    expect(stored().entries).toHaveLength(2);
  });

  it('chooses a context for an entry, and creates one by name inline', { timeout: 10_000 }, async () => {
    const { user } = await open();
    const entry = await screen.findByRole('article', { name: 'Entry 1' });
    await user.click(within(entry).getByText(en('notes.note.contexts')));
    await user.click(await within(entry).findByRole('checkbox', { name: 'Anna' }));
    await user.type(within(entry).getByRole('textbox', { name: en('notes.note.newContext') }), 'River walk{Enter}');
    await waitFor(() => expect(store.contexts.map((context) => context.name)).toEqual(['Anna', 'River walk']));
    const river = store.contexts[1]!;
    expect(await within(entry).findByRole('checkbox', { name: 'River walk' })).toBeChecked();
    await waitFor(() => expect(stored().entries[0]?.contextIds).toEqual([anna._id, river._id]), { timeout: 3_000 });
    const chips = within(entry).getByRole('list', { name: 'Chosen contexts of entry 1' });
    expect(within(chips).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', `/note-context/${anna._id}`);
    await user.click(within(chips).getByRole('button', { name: 'Remove Anna from entry 1' }));
    await waitFor(() => expect(stored().entries[0]?.contextIds).toEqual([river._id]), { timeout: 3_000 });
  });

  it("changes the date with 'Updated note'", async () => {
    const { user, toasts } = await open();
    await user.click(await screen.findByText(en('notes.note.details')));
    const date = screen.getByLabelText(en('notes.note.dateLabel'));
    await user.clear(date);
    await user.type(date, '2026-02-01');
    await user.click(screen.getByRole('button', { name: en('notes.note.saveDetails') }));
    await waitFor(() => expect(toasts).toContain('Updated note'));
    expect(stored().effectiveDate).toBe('2026-02-01');
    await waitFor(() => expect(screen.getByText(/Feb 1, 2026/)).toBeVisible());
  });

  it('moves the note out of its collection, and then says it is kept outside any', async () => {
    const { user } = await open();
    await user.click(await screen.findByText(en('notes.note.details')));
    await user.selectOptions(screen.getByRole('combobox', { name: en('notes.note.collectionLabel') }), en('notes.note.noCollectionOption'));
    await user.click(screen.getByRole('button', { name: en('notes.note.saveDetails') }));
    await waitFor(() => expect(stored().notesCollectionId).toBeNull());
    expect(await screen.findByText(en('notes.note.noCollection'))).toBeVisible();
  });

  it("deletes after a confirmation, says 'Deleted note' and goes to its collection", async () => {
    const { user, toasts, app } = await open();
    await user.click(await screen.findByRole('button', { name: en('notes.note.deleteNote') }));
    expect(store.notes).toHaveLength(2); // not yet: it asks first
    expect(screen.getByRole('button', { name: en('notes.note.cancel') })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: en('notes.note.confirmYes') }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/notes-collection/${journal._id}`));
    expect(store.notes.map((note) => note._id)).toEqual([older._id]);
    expect(toasts).toContain('Deleted note');
  });

  it('shows a split title as "first — second" with two fields', async () => {
    const split = fakeNotesCollection('Words', { options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: true, splitTitle: true } });
    const word = fakeNote('Hund', split, { secondName: 'Dog' });
    store.collections.push(split);
    store.notes.push(word);
    const { user } = await open(`/note/${word._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hund — Dog' })).toBeVisible();
    const second = screen.getByRole('textbox', { name: en('notes.note.secondTitleLabel') });
    await user.clear(second);
    await user.type(second, 'Hound');
    await waitFor(() => expect(store.notes.find((note) => note._id === word._id)?.secondName).toBe('Hound'), { timeout: 3_000 });
  });

  it('keeps the old title while the title field is empty', async () => {
    const { user } = await open();
    const title = await screen.findByRole('textbox', { name: en('notes.note.titleLabel') });
    await user.clear(title);
    expect(title).toHaveAccessibleDescription(en('notes.note.titleRequired'));
    await expectSaveState(en('notes.note.saved'));
    expect(stored().name).toBe('Monday');
  });

  it('says when the note does not exist, with a way to the collections', async () => {
    await open('/note/nonexistent1');
    expect(await screen.findByRole('heading', { level: 1, name: en('notes.note.notFoundHeading') })).toBeVisible();
    expect(screen.getByRole('link', { name: en('notes.note.allCollections') })).toHaveAttribute('href', '/notes-collections');
  });

  it('says "not found" at once for a malformed id (400), asking the server no more than the page needs', async () => {
    server.routes['GET /note'] = () => refused(400, 'VALIDATION_FAILED', 'noteId must match the pattern');
    await open('/note/doesnotexist1');
    expect(await screen.findByRole('heading', { level: 1, name: en('notes.note.notFoundHeading') })).toBeVisible();
    expect(screen.queryByText(en('notes.note.loadFailedBody'))).toBeNull();
    // The loader's read and the screen's own: no retries.
    expect((await server.calls('GET /note')).length).toBeLessThanOrEqual(2);
  });

  it('offers Try again when the note could not be loaded', async () => {
    const realGet = server.routes['GET /note']!;
    server.routes['GET /note'] = () => refused(500, 'INTERNAL', 'down');
    const { user } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: en('notes.note.loadFailedHeading') })).toBeVisible();
    server.routes['GET /note'] = realGet;
    await user.click(within(screen.getByRole('region', { name: en('notes.note.loadFailedHeading') })).getByRole('button', { name: en('notes.note.tryAgain') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Monday' })).toBeVisible();
  });

  it('says it is kept outside any collection, without a sidebar list', async () => {
    const loose = fakeNote('Loose thought', null);
    store.notes.push(loose);
    await open(`/note/${loose._id}`);
    expect(await screen.findByText(en('notes.note.noCollection'))).toBeVisible();
    expect(screen.queryByRole('region', { name: /Notes in/ })).toBeNull();
  });
});
