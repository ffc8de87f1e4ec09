// Proves /note-contexts and /note-context/:contextId as routes of the app (loaders, lazy screens
// and texts, the real query cache) against the fake notes server: the contexts by name with their
// entry counts and links; adding one (a taken name is said beside the field and kept), editing
// one in place (only what changed is sent), deleting one after a confirmation that says entries
// keep their text; a failed load with a way out; a context's entries across notes, newest first,
// grouped under links to their notes with their dates and Markdown rendered; and a context that
// does not exist.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { fakeNote, fakeNoteContext, fakeNotesCollection, installFakeNotesServer, type FakeNotesStore } from '../fakeServer.testing';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { recordToasts } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';

// The shell has its own tests; here it is a bare frame around the route.
vi.mock('../../../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

let server: FakeServer;
let store: FakeNotesStore;
const journal = fakeNotesCollection('Journal');
const anna = fakeNoteContext('Anna', { description: 'My sister.\nLives in Umeå.' });
const garden = fakeNoteContext('Garden');
const bike = fakeNoteContext('Bike trip');

const entry = (text: string, contexts: Schemas['NoteContext'][]): Schemas['Entry'] => ({
  _id: `entry${text.replace(/\W/g, '').slice(0, 7).padEnd(7, '0')}`,
  text,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  contextIds: contexts.map((context) => context._id),
});

const older = fakeNote('Monday', journal, { effectiveDate: '2026-01-12', entries: [entry('Called **Anna** about the move', [anna]), entry('Weeded the beds', [garden])] });
const newer = fakeNote('Friday', journal, {
  effectiveDate: '2026-01-16',
  entries: [entry('Anna came for dinner', [anna, garden]), entry('Read a book', []), entry('Anna won the race', [anna])],
});

beforeEach(() => {
  seedSession('access');
  server = createFakeServer({ user: testUser() });
  // Seeded in no order: the server answers contexts by name and entries newest note first.
  store = installFakeNotesServer(server, { collections: [journal], notes: structuredClone([older, newer]), contexts: structuredClone([garden, anna, bike]) });
});

async function open(path: string) {
  const app = await loadApp(path, server);
  const toasts = recordToasts(app.toastActor);
  renderApp(app);
  return { app, toasts, user: userEvent.setup() };
}

const contextList = () => screen.getByRole('list', { name: 'Your contexts' });
const rows = () => within(contextList()).getAllByRole('listitem');
const bodies = async (route: string) => (await server.calls(route)).map((call) => call.body);

describe('/note-contexts', () => {
  it('lists the contexts by name with their entry counts and descriptions, each a link to its page', async () => {
    await open('/note-contexts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contexts' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Contexts · Lifelog');
    expect(screen.getByText(/ties entries across your notes together: a person, a place, a project/)).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Anna', 'Bike trip', 'Garden']);
    expect(rows()[0]).toHaveTextContent('3 entries');
    expect(rows()[0]).toHaveTextContent('My sister.');
    expect(rows()[1]).toHaveTextContent('0 entries');
    expect(rows()[2]).toHaveTextContent('2 entries');
    expect(screen.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', `/note-context/${anna._id}`);
    expect(screen.getByRole('link', { name: 'Notes collections' })).toHaveAttribute('href', '/notes-collections');
  });

  it('says what to do when there are no contexts yet', async () => {
    store.contexts = [];
    await open('/note-contexts');
    expect(await screen.findByText(/^No contexts yet\. Add one above/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your contexts' })).toBeNull();
  });

  it("adds a context with its description, says 'Added context' and empties the form", async () => {
    const { user, toasts } = await open('/note-contexts');
    const form = await screen.findByRole('region', { name: 'Add a context' });
    await user.type(within(form).getByLabelText('Context name'), '  Work project ');
    await user.type(within(form).getByLabelText('Description (optional)'), 'The new office');
    await user.click(within(form).getByRole('button', { name: 'Add context' }));
    await waitFor(() => expect(toasts).toEqual(['Added context']));
    expect(await bodies('POST /note-context')).toEqual([{ name: 'Work project', description: 'The new office' }]);
    await waitFor(() => expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Anna', 'Bike trip', 'Garden', 'Work project']));
    expect(within(form).getByLabelText('Context name')).toHaveValue('');
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('');
  });

  it('asks for a name before adding, without a request', async () => {
    const { user } = await open('/note-contexts');
    await user.type(await screen.findByLabelText('Context name'), '   {Enter}');
    expect(screen.getByLabelText('Context name')).toHaveAccessibleDescription('Enter a name');
    expect(screen.getByLabelText('Context name')).toHaveFocus();
    expect(await bodies('POST /note-context')).toEqual([]);
  });

  it('says a taken name beside the field and keeps what was typed', async () => {
    const { user, toasts } = await open('/note-contexts');
    await user.type(await screen.findByLabelText('Context name'), 'anna');
    await user.type(screen.getByLabelText('Description (optional)'), 'Another Anna');
    await user.click(screen.getByRole('button', { name: 'Add context' }));
    await waitFor(() => expect(screen.getByLabelText('Context name')).toHaveAccessibleDescription('A context with that name already exists'));
    expect(toasts).toEqual(['A context with that name already exists']);
    expect(screen.getByLabelText('Context name')).toHaveValue('anna');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Another Anna');
    expect(rows()).toHaveLength(3);
  });

  it("edits a context's name and description in place, sending only what changed", async () => {
    const { user, toasts } = await open('/note-contexts');
    await user.click(await screen.findByRole('button', { name: 'Edit Garden' }));
    const name = screen.getByLabelText('Name of Garden');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Garden');
    await user.type(screen.getByLabelText('Description of Garden'), 'The allotment');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual(['Updated context']));
    expect(await bodies('PUT /note-context')).toEqual([{ contextId: garden._id, description: 'The allotment' }]);
    await waitFor(() => expect(rows()[2]).toHaveTextContent('The allotment'));
    // Back to the row, and the keyboard on the button that opened the form.
    expect(screen.getByRole('button', { name: 'Edit Garden' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Garden' }));
    await user.clear(screen.getByLabelText('Name of Garden'));
    await user.type(screen.getByLabelText('Name of Garden'), 'Allotment{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Allotment' })).toBeInTheDocument());
    expect((await bodies('PUT /note-context')).at(-1)).toEqual({ contextId: garden._id, name: 'Allotment' });
  });

  it('closes the edit on Escape or when nothing changed, without a request', async () => {
    const { user } = await open('/note-contexts');
    await user.click(await screen.findByRole('button', { name: 'Edit Anna' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Name of Anna')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Anna' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByLabelText('Name of Anna')).toBeNull();
    expect(await bodies('PUT /note-context')).toEqual([]);
  });

  it('keeps the edit open with what was typed when the new name is taken', async () => {
    const { user } = await open('/note-contexts');
    await user.click(await screen.findByRole('button', { name: 'Edit Garden' }));
    await user.clear(screen.getByLabelText('Name of Garden'));
    await user.type(screen.getByLabelText('Name of Garden'), 'Anna{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Name of Garden')).toHaveAccessibleDescription('A context with that name already exists'));
    expect(screen.getByLabelText('Name of Garden')).toHaveValue('Anna');
  });

  it('deletes a context once confirmed, saying its entries keep their text', async () => {
    const { user, toasts } = await open('/note-contexts');
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    const confirm = screen.getByRole('group', { name: 'Delete the context Anna? 3 entries have it; they keep their text and only lose the context.' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete Anna' }));
    await waitFor(() => expect(toasts).toEqual(['Deleted context']));
    await waitFor(() => expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Bike trip', 'Garden']));
    expect(server.requests.some((request) => request.method === 'DELETE' && request.url.endsWith(`/note-context?contextId=${anna._id}`))).toBe(true);
    // The entries are still there, without the context.
    expect(store.notes.flatMap((note) => note.entries).map((each) => each.text)).toContain('Anna came for dinner');
    expect(store.notes.flatMap((note) => note.entries).some((each) => each.contextIds.includes(anna._id))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Your contexts' })).toHaveFocus();
  });

  it('cancels a delete and keeps the context', async () => {
    const { user } = await open('/note-contexts');
    await user.click(await screen.findByRole('button', { name: 'Delete Bike trip' }));
    expect(screen.getByRole('group', { name: 'Delete the context Bike trip? No entry has it.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Bike trip' })).toHaveFocus();
    expect(rows()).toHaveLength(3);
  });

  it('says the contexts could not be fetched, and fetches them again on Try again', async () => {
    const working = server.routes['GET /note-context']!;
    server.routes['GET /note-context'] = () => refused(500, 'INTERNAL');
    const { user } = await open('/note-contexts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get your contexts');
    server.routes['GET /note-context'] = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Anna' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/note-context/:contextId', () => {
  it("shows the context's entries across notes, newest first, under links to their notes", async () => {
    await open(`/note-context/${anna._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Context · Lifelog');
    expect(screen.getByText(/My sister\.\s+Lives in Umeå\./)).toBeInTheDocument();
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    const notes = within(screen.getByRole('list', { name: 'Entries, newest first' })).getAllByRole('heading', { level: 2 });
    expect(notes.map((heading) => heading.textContent)).toEqual(['Friday', 'Monday']);
    expect(within(notes[0]!).getByRole('link', { name: 'Friday' })).toHaveAttribute('href', `/note/${newer._id}`);
    expect(within(notes[1]!).getByRole('link', { name: 'Monday' })).toHaveAttribute('href', `/note/${older._id}`);
    expect(screen.getByText('Jan 16, 2026')).toHaveAttribute('datetime', '2026-01-16');
    expect(screen.getByText('Jan 12, 2026')).toHaveAttribute('datetime', '2026-01-12');
    const friday = screen.getByRole('list', { name: 'Entries of Friday' });
    expect(within(friday).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Anna came for dinner', 'Anna won the race']);
    // Only this context's entries, Markdown rendered.
    expect(screen.queryByText('Read a book')).toBeNull();
    const monday = screen.getByRole('list', { name: 'Entries of Monday' });
    expect(within(monday).getByText('Anna', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All contexts' })).toHaveAttribute('href', '/note-contexts');
  });

  it('says how a context gets entries when it has none', async () => {
    await open(`/note-context/${bike._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bike trip' })).toBeInTheDocument();
    expect(screen.getByText('No entries have this context yet. Add it to an entry on a note page.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a context that does not exist was not found, with a way back to the contexts', async () => {
    const { toasts, user, app } = await open('/note-context/ctx999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Context not found' })).toBeInTheDocument();
    expect(screen.getByText(/This context does not exist/)).toBeInTheDocument();
    expect(toasts).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'All contexts' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/note-contexts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contexts' })).toBeInTheDocument();
  });

  it('says the context could not be fetched, and fetches it again on Try again', async () => {
    const working = server.routes['GET /note-context']!;
    server.routes['GET /note-context'] = () => refused(500, 'INTERNAL');
    const { user } = await open(`/note-context/${anna._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get the context');
    expect(screen.getByRole('heading', { level: 1, name: 'Context' })).toBeInTheDocument();
    server.routes['GET /note-context'] = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
  });
});
