// Proves /notes-collection/:id as a route of the app against the fake notes server: its notes
// newest date first, 20 a page with the page in the URL (a page past the end says so), the
// answers the list shows and how they are labelled as the collection's options say (yes/no and
// scale in words, in both languages), the sidebar's collections, spec §5's one fetch of the
// collection within 1 s, a collection that does not exist, spec §8's failed-fetch toast with Try
// again, and a new note (a split or Swedish title, the date) that opens once added.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { localIsoDate } from '../../../router/localDate';
import { refused } from '../../../testing/fakeServer';
import { fakeNote, fakeNotesCollection, fakeQuestion } from '../fakeServer.testing';
import { testUser } from '../../../testing/testUser';
import type { NotesCollection } from '../queries';
import { bodies, notesServer, openApp, queries, sidebarCollections } from './routes.testing';

const notesList = () => screen.getByRole('list', { name: 'Notes' });
const noteTitles = () => within(notesList()).getAllByRole('link').map((link) => link.querySelector('[data-name]')?.textContent);

/** A journal asking for mood (scale), sleep (yes/no) and a word, with one answered note. */
function journalWithAnswers(options: Partial<NotesCollection['options']>) {
  const mood = fakeQuestion('Mood', { type: 'scale', displayInList: true });
  const slept = fakeQuestion('Slept well', { type: 'yesNo', displayInList: true });
  const word = fakeQuestion('Word of the day', { displayInList: false });
  const journal = fakeNotesCollection('Journal', {
    questions: [mood, slept, word],
    options: { displayInList: true, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false, ...options },
  });
  const note = fakeNote('Monday', journal);
  note.answers = note.answers.map((answer) => ({ ...answer, value: answer.questionId === mood._id ? 7 : answer.questionId === slept._id ? false : 'calm' }));
  return { journal, note };
}

const answersOf = () => within(within(notesList()).getByRole('list', { name: 'Answers' })).getAllByRole('listitem').map((item) => item.textContent);

describe('/notes-collection/:id', () => {
  it('lists its notes newest date first with their dates and entry counts, and the sidebar lists the collections', async () => {
    const books = fakeNotesCollection('Books');
    const journal = fakeNotesCollection('Journal');
    const entry = { _id: 'entry0000001', text: 'Rain', createdAt: '2026-01-02T08:00:00.000Z', updatedAt: '2026-01-02T08:00:00.000Z', contextIds: [] };
    const fake = notesServer({
      collections: [books, journal],
      notes: [
        fakeNote('Older', journal, { effectiveDate: '2026-01-01' }),
        fakeNote('Newer', journal, { effectiveDate: '2026-01-02', secondName: 'the sequel', entries: [entry] }),
        fakeNote('Dune', books),
      ],
    });
    await openApp(`/notes-collection/${journal._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    expect(document.title).toBe('Notes collection · Lifelog');
    expect(noteTitles()).toEqual(['Newer — the sequel', 'Older']);
    const [newer] = within(notesList()).getAllByRole('link');
    expect(newer).toHaveTextContent('Jan 2, 2026');
    expect(newer).toHaveTextContent('1 entry');
    expect(newer).toHaveAttribute('href', `/note/${fake.store.notes[1]!._id}`);
    expect(screen.getByRole('link', { name: 'Edit collection' })).toHaveAttribute('href', `/notes-collection/${journal._id}/edit`);
    const sidebar = await sidebarCollections();
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Books', 'Journal']);
    // No collection is the journal here, and no answers are shown: the option is off.
    expect(within(notesList()).queryByRole('list', { name: 'Answers' })).toBeNull();
  });

  it('fetches the collection once when the page opens right after its loader did, and again after 1 s (spec §5)', async () => {
    // The clock stands still unless moved, so a slow machine cannot make the read look old.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const journal = fakeNotesCollection('Journal');
    const fake = notesServer({ collections: [journal], notes: [fakeNote('Monday', journal)] });
    const { app } = await openApp(`/notes-collection/${journal._id}`, fake);
    const reads = async () => (await queries(fake.server, 'GET /notes-collection')).filter((query) => query.notesCollectionId === journal._id).length;
    const revisit = async () => {
      await act(() => app.router.navigate({ to: '/notes-collections' }));
      await screen.findByRole('heading', { level: 1, name: 'Notes' });
      await act(() => app.router.navigate({ to: '/notes-collection/$id', params: { id: journal._id } }));
      await screen.findByRole('link', { name: /^Monday/ });
    };
    await screen.findByRole('link', { name: /^Monday/ });
    expect(await reads()).toBe(1);
    await revisit();
    expect(await reads()).toBe(1);
    vi.setSystemTime(new Date('2026-03-01T12:00:01.001Z'));
    await revisit();
    await waitFor(async () => expect(await reads()).toBe(2));
  });

  it('pages through its notes, 20 a page, with the page in the URL', async () => {
    const journal = fakeNotesCollection('Journal');
    const notes = Array.from({ length: 45 }, (_, index) => fakeNote(`Day ${index + 1}`, journal, { effectiveDate: `2026-03-${String((index % 28) + 1).padStart(2, '0')}` }));
    const fake = notesServer({ collections: [journal], notes });
    const { app, user } = await openApp(`/notes-collection/${journal._id}`, fake);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(noteTitles()).toHaveLength(20);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ page: 2 });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(noteTitles()).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    // Each page is fetched once: by the loader, which the screen then uses.
    const pages = (await queries(fake.server, 'GET /note')).map((query) => query.pageNumber);
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('says when the page is past the end, with the way to the last page', async () => {
    const journal = fakeNotesCollection('Journal');
    const fake = notesServer({ collections: [journal], notes: Array.from({ length: 25 }, (_, index) => fakeNote(`Day ${index + 1}`, journal)) });
    const { app, user } = await openApp(`/notes-collection/${journal._id}?page=9`, fake);
    expect(await screen.findByText('There is no page 9: the last one is page 2.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ page: 2 });
  });

  it('shows the answers marked for the list, labelled before them, yes/no and scale in words', async () => {
    const { journal, note } = journalWithAnswers({});
    await openApp(`/notes-collection/${journal._id}`, notesServer({ collections: [journal], notes: [note] }));
    await screen.findByRole('heading', { level: 1, name: 'Journal' });
    expect(answersOf()).toEqual(['Mood 7/10', 'Slept well No']);
  });

  it('puts the question after the answer when the collection says so', async () => {
    const { journal, note } = journalWithAnswers({ labelInListAfterAnswer: true });
    await openApp(`/notes-collection/${journal._id}`, notesServer({ collections: [journal], notes: [note] }));
    await screen.findByRole('heading', { level: 1, name: 'Journal' });
    expect(answersOf()).toEqual(['7/10 Mood', 'No Slept well']);
  });

  it('writes yes/no in Swedish for a Swedish reader', async () => {
    const { journal, note } = journalWithAnswers({});
    const user = testUser({ preferences: { ...testUser().preferences, language: 2 } });
    await openApp(`/notes-collection/${journal._id}`, notesServer({ collections: [journal], notes: [note] }, user));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anteckningar' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Anteckningar' })).getByRole('list', { name: 'Svar' })).toHaveTextContent('Slept well Nej');
  });

  it('shows no answers when the collection does not show them in its list', async () => {
    const { journal, note } = journalWithAnswers({ displayInList: false });
    await openApp(`/notes-collection/${journal._id}`, notesServer({ collections: [journal], notes: [note] }));
    await screen.findByRole('link', { name: /^Monday/ });
    expect(within(notesList()).queryByRole('list', { name: 'Answers' })).toBeNull();
  });

  it('says when the collection does not exist, with the way to the collections', async () => {
    const fake = notesServer({ collections: [fakeNotesCollection('Journal')] });
    await openApp('/notes-collection/notes0000999', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes collection not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your notes collections' })).toHaveAttribute('href', '/notes-collections');
  });

  it("says 'Failed to fetch notes collection.' when it cannot be fetched, and tries again", async () => {
    const journal = fakeNotesCollection('Journal');
    const fake = notesServer({ collections: [journal] });
    const real = fake.server.routes['GET /notes-collection']!;
    fake.server.routes['GET /notes-collection'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp(`/notes-collection/${journal._id}`, fake);
    expect(await screen.findByText('This notes collection could not be fetched.')).toBeVisible();
    await waitFor(() => expect(toasts).toContain('Failed to fetch notes collection.'));
    fake.server.routes['GET /notes-collection'] = real;
    // (A failed call also raises the shell's offline banner, with its own Try again.)
    await user.click(within(screen.getByText('This notes collection could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  });

  it('adds a note dated today by default and opens it', async () => {
    const journal = fakeNotesCollection('Journal', { questions: [fakeQuestion('Mood', { type: 'scale' })] });
    const fake = notesServer({ collections: [journal], notes: [fakeNote('Monday', journal)] });
    const { app, toasts, user } = await openApp(`/notes-collection/${journal._id}`, fake);
    expect(await screen.findByText('Each note answers: Mood')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New note' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Date')).toHaveValue(localIsoDate());
    expect(screen.queryByLabelText('Swedish title')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Give the note a title')).toBeVisible();
    await user.type(title, ' Tuesday ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/note\//));
    expect(await bodies(fake.server, 'POST /note')).toEqual([{ name: 'Tuesday', effectiveDate: localIsoDate(), notesCollectionId: journal._id }]);
    expect(app.router.state.location.pathname).toBe(`/note/${fake.store.notes[1]!._id}`);
    expect(toasts).toContain('Added note');
  });

  it('asks for both parts of a split title and the date chosen', async () => {
    const journal = fakeNotesCollection('Reading', { options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: true } });
    const fake = notesServer({ collections: [journal] });
    const { app, user } = await openApp(`/notes-collection/${journal._id}`, fake);
    // An empty collection opens with the form: there is nothing else to do there.
    expect(await screen.findByText('No notes here yet. Add the first one with the form above.')).toBeVisible();
    await user.type(screen.getByLabelText('First part of the title'), 'Dune');
    await user.type(screen.getByLabelText('Second part of the title'), 'Herbert');
    expect(screen.getByText('Shown as “Dune — Herbert”.')).toBeVisible();
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-01-20');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/note\//));
    expect(await bodies(fake.server, 'POST /note')).toEqual([{ name: 'Dune', secondName: 'Herbert', effectiveDate: '2026-01-20', notesCollectionId: journal._id }]);
  });

  it('asks for the Swedish title as the second title when the collection prompts for it', async () => {
    const journal = fakeNotesCollection('Recipes', { options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: true, splitTitle: false } });
    const fake = notesServer({ collections: [journal], notes: [fakeNote('Pancakes', journal)] });
    const { app, user } = await openApp(`/notes-collection/${journal._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    await user.type(screen.getByLabelText('Title'), 'Meatballs');
    await user.type(screen.getByLabelText('Swedish title'), 'Köttbullar');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/note\//));
    expect(await bodies(fake.server, 'POST /note')).toEqual([expect.objectContaining({ name: 'Meatballs', secondName: 'Köttbullar' })]);
  });

  it('opens another collection from the sidebar afresh, without the half-typed note of the first', async () => {
    const journal = fakeNotesCollection('Journal');
    const books = fakeNotesCollection('Books');
    const fake = notesServer({ collections: [journal, books], notes: [fakeNote('Monday', journal), fakeNote('Dune', books)] });
    const { user } = await openApp(`/notes-collection/${journal._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    await user.type(screen.getByLabelText('Title'), 'Tuesday');
    await user.click(within(await sidebarCollections()).getByRole('link', { name: 'Books' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Dune/ })).toBeVisible();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('closes the new-note form with Escape and gives the focus back to New note', async () => {
    const journal = fakeNotesCollection('Journal');
    const fake = notesServer({ collections: [journal], notes: [fakeNote('Monday', journal)] });
    const { user } = await openApp(`/notes-collection/${journal._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'New note' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.getByRole('button', { name: 'New note' })).toHaveFocus();
  });
});
