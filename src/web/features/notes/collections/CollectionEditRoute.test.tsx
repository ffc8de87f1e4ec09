// Proves /notes-collection/:id/edit as a route of the app against the fake notes server: the
// questions are reordered (the focus follows), added, removed (with Undo) and saved as one PUT
// whose body is the whole ordered list, with or without retroUpdateQuestions (and what that does
// to older notes); the options; spec §8's toasts; a refused save keeps the values; "Use as
// journal" saves the journalGroup preference with the account's own call; leaving with unsaved
// changes asks first; deleting asks, then deletes the notes too or keeps them outside any
// collection, and lands on /notes-collections.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../../testing/fakeServer';
import { storeSession } from '../../../testing/storedSession';
import { fakeNote, fakeNotesCollection, fakeQuestion } from '../fakeServer.testing';
import { testUser } from '../../../testing/testUser';
import { hasUnsavedWork } from '../../../pwa/unsavedWork';
import { bodies, notesServer, openApp, queries, sidebarCollections } from './routes.testing';

const question = (number: number) => screen.getByRole('group', { name: `Question ${number}` });
const questionTexts = () => screen.getAllByLabelText('Question text').map((field) => (field as HTMLInputElement).value);

function journalSetup(user = testUser()) {
  const sleep = fakeQuestion('How did you sleep?');
  const mood = fakeQuestion('Mood', { type: 'scale', displayInList: true });
  const word = fakeQuestion('Word of the day');
  const journal = fakeNotesCollection('Journal', { questions: [sleep, mood, word] });
  const books = fakeNotesCollection('Books');
  const older = fakeNote('Monday', journal);
  older.answers = older.answers.map((answer) => ({ ...answer, value: answer.questionId === word._id ? 'calm' : null }));
  const fake = notesServer({ collections: [journal, books], notes: [older, fakeNote('Tuesday', journal), fakeNote('Dune', books)] }, user);
  return { fake, journal, books, sleep, mood, word, older };
}

const open = async (setup: ReturnType<typeof journalSetup>) => {
  const opened = await openApp(`/notes-collection/${setup.journal._id}/edit`, setup.fake);
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Journal' })).toBeVisible();
  return opened;
};

describe('/notes-collection/:id/edit', () => {
  it('shows the name, the questions in order with their types, the options, and the sidebar', async () => {
    const setup = journalSetup();
    await open(setup);
    expect(document.title).toBe('Edit notes collection · Lifelog');
    expect(screen.getByLabelText('Name')).toHaveValue('Journal');
    expect(questionTexts()).toEqual(['How did you sleep?', 'Mood', 'Word of the day']);
    expect(within(question(2)).getByLabelText('Answer type')).toHaveDisplayValue('Scale 1–10');
    expect(within(question(2)).getByLabelText('Show in the notes list')).toBeChecked();
    expect(within(question(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show answers in the notes list' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apply the question changes to existing notes too' })).toHaveAccessibleDescription(
      'New questions appear empty on older notes; removed ones are archived there, not lost. Unticked, only new notes get the changes.',
    );
    expect(screen.getByRole('link', { name: 'Back to Journal' })).toHaveAttribute('href', `/notes-collection/${setup.journal._id}`);
    expect(within(await sidebarCollections()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Journal', 'Books']);
  });

  it('moves questions with the keyboard, the focus following the moved one', async () => {
    const setup = journalSetup();
    const { user } = await open(setup);
    within(question(3)).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['How did you sleep?', 'Word of the day', 'Mood']);
    expect(within(question(2)).getByRole('button', { name: 'Move up' })).toHaveFocus();
    expect(screen.getByText('“Word of the day” moved to place 2 of 3.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['Word of the day', 'How did you sleep?', 'Mood']);
    // At the top its Move up is disabled; the focus stays in the question, on Move down.
    expect(within(question(1)).getByRole('button', { name: 'Move down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['How did you sleep?', 'Word of the day', 'Mood']);
    expect(within(question(2)).getByRole('button', { name: 'Move down' })).toHaveFocus();
  });

  it('saves the reordered, added, changed and removed questions as one PUT, leaving older notes as they were', async () => {
    const setup = journalSetup();
    const { toasts, user } = await open(setup);
    await user.click(within(question(2)).getByRole('button', { name: 'Move up' }));
    await user.click(within(question(3)).getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Removed “Word of the day”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(within(question(3)).getByLabelText('Question text')).toHaveFocus();
    await user.keyboard('Exercised?');
    await user.selectOptions(within(question(3)).getByLabelText('Answer type'), 'Yes/No');
    await user.click(within(question(3)).getByLabelText('Show in the notes list'));
    await user.type(within(question(1)).getByLabelText('Question text'), ' (1–10)');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts).toContain('Updated notes collection'));
    expect(await bodies(setup.fake.server, 'PUT /notes-collection')).toEqual([
      {
        notesCollectionId: setup.journal._id,
        name: 'Journal',
        questions: [
          { _id: setup.mood._id, text: 'Mood (1–10)', type: 'scale', displayInList: true },
          { _id: setup.sleep._id, text: 'How did you sleep?', type: 'text', displayInList: false },
          { text: 'Exercised?', type: 'yesNo', displayInList: true },
        ],
        options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false },
        retroUpdateQuestions: false,
      },
    ]);
    // The form now shows the saved collection, the new question with its id: saving again changes nothing.
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(questionTexts()).toEqual(['Mood (1–10)', 'How did you sleep?', 'Exercised?']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nothing has changed.')).toBeVisible();
    expect(await bodies(setup.fake.server, 'PUT /notes-collection')).toHaveLength(1);
    // Without retroUpdateQuestions the older notes keep their questions.
    expect(setup.fake.store.notes[0]!.answers.map((answer) => answer.text)).toEqual(['How did you sleep?', 'Mood', 'Word of the day']);
  });

  it('applies the question changes to the older notes with retroUpdateQuestions, archiving a removed answer', async () => {
    const setup = journalSetup();
    const { toasts, user } = await open(setup);
    await user.click(within(question(3)).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.keyboard('Exercised?');
    await user.click(screen.getByRole('checkbox', { name: 'Apply the question changes to existing notes too' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Updated notes collection'));
    const [body] = (await bodies(setup.fake.server, 'PUT /notes-collection')) as Array<{ retroUpdateQuestions: boolean; questions: unknown[] }>;
    expect(body!.retroUpdateQuestions).toBe(true);
    expect(body!.questions).toHaveLength(3);
    const older = setup.fake.store.notes.find((note) => note._id === setup.older._id)!;
    expect(older.answers.map((answer) => [answer.text, answer.value])).toEqual([
      ['How did you sleep?', null],
      ['Mood', null],
      ['Exercised?', null],
    ]);
    expect(older.archivedAnswers.map((answer) => [answer.text, answer.value])).toEqual([['Word of the day', 'calm']]);
    // The choice is for one save: it is unticked again afterwards.
    expect(screen.getByRole('checkbox', { name: 'Apply the question changes to existing notes too' })).not.toBeChecked();
  });

  it('brings a removed question back with Undo', async () => {
    const setup = journalSetup();
    const { user } = await open(setup);
    await user.click(within(question(2)).getByRole('button', { name: 'Remove' }));
    expect(questionTexts()).toEqual(['How did you sleep?', 'Word of the day']);
    // The focus moves to the question that took its place.
    expect(within(question(2)).getByLabelText('Question text')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(questionTexts()).toEqual(['How did you sleep?', 'Mood', 'Word of the day']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('saves the options', async () => {
    const setup = journalSetup();
    const { user } = await open(setup);
    for (const name of ['Show answers in the notes list', 'Put the question after the answer', 'Ask for a Swedish title', 'Split the note title in two']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Diary');
    // Unsaved changes hold back the offer of a new version (src/web/pwa/UpdatePrompt.tsx) until saved.
    expect(hasUnsavedWork()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Diary' })).toBeVisible();
    await waitFor(() => expect(hasUnsavedWork()).toBe(false));
    expect(await bodies(setup.fake.server, 'PUT /notes-collection')).toEqual([
      expect.objectContaining({ name: 'Diary', options: { displayInList: true, labelInListAfterAnswer: true, promptSwedishTitle: true, splitTitle: true } }),
    ]);
    expect(setup.fake.store.collections[0]!.options).toEqual({ displayInList: true, labelInListAfterAnswer: true, promptSwedishTitle: true, splitTitle: true });
  });

  it('refuses to save an empty name or an empty question, pointing at it', async () => {
    const setup = journalSetup();
    const { user } = await open(setup);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(question(4)).getByText('Write the question, or remove it')).toBeVisible();
    expect(within(question(4)).getByLabelText('Question text')).toHaveFocus();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the collection a name')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByText('Some fields need attention before saving.')).toBeVisible();
    expect(await bodies(setup.fake.server, 'PUT /notes-collection')).toEqual([]);
  });

  it("keeps the changes and says 'Failed to update notes collection.' when the save fails", async () => {
    const setup = journalSetup();
    setup.fake.server.routes['PUT /notes-collection'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await open(setup);
    await user.type(within(question(1)).getByLabelText('Question text'), ' Well?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Failed to update notes collection.'));
    expect(within(question(1)).getByLabelText('Question text')).toHaveValue('How did you sleep? Well?');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it('asks before leaving with unsaved changes', async () => {
    const setup = journalSetup();
    const { app, user } = await open(setup);
    await user.type(screen.getByLabelText('Name'), ' 2026');
    await user.click(screen.getByRole('link', { name: 'Back to Journal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'You have unsaved changes. Leave without saving them?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.router.state.location.pathname).toBe(`/notes-collection/${setup.journal._id}/edit`);
    expect(screen.getByLabelText('Name')).toHaveValue('Journal 2026');

    await user.click(screen.getByRole('link', { name: 'Back to Journal' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    expect(await bodies(setup.fake.server, 'PUT /notes-collection')).toEqual([]);
  });

  it('makes the collection the journal with the account’s preferences, and stops', async () => {
    const setup = journalSetup(testUser({ preferences: { ...testUser().preferences, journalGroup: 'notesOther01' } }));
    const { toasts, user } = await open(setup);
    const journal = screen.getByRole('checkbox', { name: 'Use as journal' });
    expect(journal).not.toBeChecked();
    await user.click(journal);
    await waitFor(() => expect(toasts).toContain('Journal choice saved'));
    expect(journal).toBeChecked();
    expect(setup.fake.server.account!.preferences.journalGroup).toBe(setup.journal._id);
    await user.click(journal);
    await waitFor(() => expect(journal).not.toBeChecked());
    expect(await bodies(setup.fake.server, `PUT /auth/user/${testUser()._id}`)).toEqual([
      { preferences: { journalGroup: setup.journal._id } },
      { preferences: { journalGroup: null } },
    ]);
    // Saved at once: the collection's own form has nothing to save.
    expect(await bodies(setup.fake.server, 'PUT /notes-collection')).toEqual([]);
  });

  it("says 'Could not update preferences' and shows the saved choice again when the journal cannot be saved", async () => {
    const setup = journalSetup();
    setup.fake.server.routes[`PUT /auth/user/${testUser()._id}`] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await open(setup);
    await user.click(screen.getByRole('checkbox', { name: 'Use as journal' }));
    await waitFor(() => expect(toasts).toContain('Could not update preferences'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Use as journal' })).not.toBeChecked());
  });

  it('says which collection is the journal when another one is', async () => {
    const setup = journalSetup();
    // Books is the journal, as the account and the stored session say.
    setup.fake.server.account!.preferences.journalGroup = setup.books._id;
    storeSession(testUser({ preferences: { ...testUser().preferences, journalGroup: setup.books._id } }));
    await openApp(`/notes-collection/${setup.journal._id}/edit`, setup.fake);
    expect(await screen.findByText('Your journal is Books now; ticking this makes this collection the journal instead.')).toBeVisible();
  });

  it('deletes the collection with its notes after asking, and lands on the collections', async () => {
    const setup = journalSetup();
    const { app, toasts, user } = await open(setup);
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Journal?' });
    expect(dialog).toHaveAccessibleDescription(/It holds 2 notes\./);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete the collection and its 2 notes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/notes-collections');
    expect(await queries(setup.fake.server, 'DELETE /notes-collection')).toEqual([{ notesCollectionId: setup.journal._id, deleteNotes: 'true' }]);
    expect(setup.fake.store.notes.map((note) => note.name)).toEqual(['Dune']);
    expect(within(screen.getByRole('list', { name: 'Collections' })).getAllByRole('link', { name: /^Books/ })).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Collections' })).queryByRole('link', { name: /^Journal/ })).toBeNull();
    expect(toasts).toContain('Deleted notes collection');
    // The deleted collection is not fetched again on the way out (no "no longer exists" toast).
    expect(toasts).not.toContain('That notes collection no longer exists');
    expect(screen.queryByRole('heading', { name: 'Notes outside any collection' })).toBeNull();
  });

  it('stops naming a deleted collection as the journal, without a second toast', async () => {
    const setup = journalSetup();
    // This collection is the journal, as the account and the stored session say.
    setup.fake.server.account!.preferences.journalGroup = setup.journal._id;
    storeSession(testUser({ preferences: { ...testUser().preferences, journalGroup: setup.journal._id } }));
    const { toasts, user } = await open(setup);
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    await user.click(screen.getByRole('button', { name: 'Delete the collection, keep its notes' }));
    await screen.findByRole('region', { name: 'Notes outside any collection' });
    expect(await bodies(setup.fake.server, `PUT /auth/user/${testUser()._id}`)).toEqual([{ preferences: { journalGroup: null } }]);
    expect(toasts).not.toContain('Journal choice saved');
  });

  it('deletes the collection but keeps its notes, which then show outside any collection', async () => {
    const setup = journalSetup();
    const { toasts, user } = await open(setup);
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    await user.click(screen.getByRole('button', { name: 'Delete the collection, keep its notes' }));
    const outside = await screen.findByRole('region', { name: 'Notes outside any collection' });
    expect(within(outside).getAllByRole('link').map((link) => link.querySelector('[data-name]')?.textContent).sort()).toEqual(['Monday', 'Tuesday']);
    expect(await queries(setup.fake.server, 'DELETE /notes-collection')).toEqual([{ notesCollectionId: setup.journal._id, deleteNotes: 'false' }]);
    expect(toasts).toEqual(expect.arrayContaining(['Deleted notes collection']));
  });

  it('offers a plain delete for an empty collection, and Escape cancels it', async () => {
    const setup = journalSetup();
    const empty = fakeNotesCollection('Ideas');
    setup.fake.store.collections.push(empty);
    const { user } = await openApp(`/notes-collection/${empty._id}/edit`, setup.fake);
    await user.click(await screen.findByRole('button', { name: 'Delete collection' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Ideas?' })).toHaveAccessibleDescription('It holds no notes.');
    expect(screen.queryByRole('button', { name: /keep its notes/ })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete collection' })).toHaveFocus();
  });

  it("stays and says 'Failed to delete notes collection.' when it cannot be deleted", async () => {
    const setup = journalSetup();
    setup.fake.server.routes['DELETE /notes-collection'] = () => refused(500, 'INTERNAL');
    const { app, toasts, user } = await open(setup);
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    await user.click(screen.getByRole('button', { name: 'Delete the collection and its 2 notes' }));
    await waitFor(() => expect(toasts).toContain('Failed to delete notes collection.'));
    expect(app.router.state.location.pathname).toBe(`/notes-collection/${setup.journal._id}/edit`);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Journal' })).toBeVisible();
  });

  it('says when the collection does not exist', async () => {
    const setup = journalSetup();
    await openApp('/notes-collection/notes0000999/edit', setup.fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes collection not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your notes collections' })).toHaveAttribute('href', '/notes-collections');
  });
});
