// Proves the notes search on the real query cache with only the server faked: typing a word makes
// one request once typing pauses (none for blanks or words without a letter or digit), the hits
// are links to their notes with split titles, dates and the matched words marked, a count is said
// politely, the previous hits stay in sight (marked busy) while the next load, "No notes match"
// and a failure with Try again, Escape empties it, the arrow keys walk the hits, and within a
// collection it says so and searches only there.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { fakeNote, fakeNotesCollection, installFakeNotesServer } from '../fakeServer.testing';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { apiFor } from '../../../api/api';
import { notesCollectionsQuery } from '../queries';
import { NoteSearch } from './NoteSearch';

const journal = fakeNotesCollection('Journal', { options: { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: true, splitTitle: true } });
const work = fakeNotesCollection('Work log');

const entry = (text: string): Schemas['Entry'] => ({ _id: `entry${String(text.length).padStart(7, '0')}`, text, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', contextIds: [] });

const friday = fakeNote('Friday', journal, { secondName: 'Fredag', effectiveDate: '2026-01-16', entries: [entry('Anna came for dinner and we played chess')] });
const standup = fakeNote('Standup', work, { effectiveDate: '2026-01-14', entries: [entry('Planned the dinner for the team')] });

let server: FakeServer;

// jsdom has no scrolling; the router resets the scroll position after a navigation.
window.scrollTo = () => {};

beforeEach(() => {
  server = createFakeServer({ user: testUser() });
  installFakeNotesServer(server, { collections: [journal, work], notes: [friday, standup] });
});

const renderSearch = (notesCollectionId?: string) => renderWithShell(<NoteSearch notesCollectionId={notesCollectionId} />, { user: testUser(), server });
const searches = async () => (await server.calls('GET /note')).map((call) => Object.fromEntries(new URL(call.request.url).searchParams));
const field = () => screen.getByRole('searchbox', { name: 'Search notes' });
const results = () => screen.getByRole('list', { name: 'Search results' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NoteSearch', () => {
  it('sends one request once typing a word pauses, and lists the hits as links to their notes', async () => {
    const { user } = await renderSearch();
    await user.type(field(), 'chess');
    const hit = await within(await screen.findByRole('list', { name: 'Search results' })).findByRole('link', { name: 'Friday — Fredag' });
    expect(hit).toHaveAttribute('href', `/note/${friday._id}`);
    await pause(300);
    expect(await searches()).toEqual([{ search: 'chess' }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 note found');
    expect(within(results()).getByText('Jan 16, 2026')).toHaveAttribute('datetime', '2026-01-16');
  });

  it('marks the matched words in each snippet, which describes its link', async () => {
    const { user } = await renderSearch();
    await user.type(field(), 'dinner');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    const marks = results().querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['dinner', 'dinner']);
    expect(screen.getByRole('link', { name: 'Friday — Fredag' })).toHaveAccessibleDescription(/Anna came for dinner and we played chess/);
    expect(screen.getByRole('status')).toHaveTextContent('2 notes found');
  });

  it('says which collection each hit is in once the page has fetched them, fetching none itself', async () => {
    const first = await renderSearch();
    await first.user.type(field(), 'dinner');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    expect(results()).not.toHaveTextContent('Work log');
    expect(await server.calls('GET /notes-collection')).toEqual([]);
    first.unmount();

    const { user, queryClient, runtime } = await renderSearch();
    // What the collections' page fetches for itself.
    await queryClient.fetchQuery(notesCollectionsQuery(apiFor(runtime.client)));
    await user.type(field(), 'dinner');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(results()).getAllByRole('listitem')[1]).toHaveTextContent('Jan 14, 2026 · Work log');
  });

  it('sends nothing for blanks or for words without a letter or digit', async () => {
    const { user } = await renderSearch();
    await user.type(field(), '   ');
    await pause(350);
    await user.clear(field());
    await user.type(field(), '!!');
    await pause(350);
    expect(await searches()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Type a letter or a digit to search.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when no notes match', async () => {
    const { user } = await renderSearch();
    await user.type(field(), 'zebra');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No notes match'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the previous hits in sight, marked busy, while the next ones load', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const working = server.routes['GET /note']!;
    server.routes['GET /note'] = async (request, body) => {
      if (new URL(request.url).searchParams.get('search') === 'dinner anna') await held;
      return working(request, body);
    };
    const { user } = await renderSearch();
    await user.type(field(), 'dinner');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    await user.type(field(), ' anna');
    await waitFor(async () => expect((await searches()).at(-1)).toEqual({ search: 'dinner anna' }));
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(within(results()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 notes found');
    answer();
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(1));
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('1 note found');
  });

  it('says the search failed, and searches again on Try again', async () => {
    const working = server.routes['GET /note']!;
    server.routes['GET /note'] = () => refused(500, 'INTERNAL');
    const { user } = await renderSearch();
    await user.type(field(), 'chess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search the notes');
    server.routes['GET /note'] = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Friday — Fredag' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empties the field and the hits on Escape', async () => {
    const { user } = await renderSearch();
    await user.type(field(), 'chess');
    await screen.findByRole('link', { name: 'Friday — Fredag' });
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('walks the hits with the arrow keys and back to the field; Tab goes through them too', async () => {
    const { user } = await renderSearch();
    await user.type(field(), 'dinner');
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(results()).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field()).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab();
    expect(second).toHaveFocus();
  });

  it('searches within a collection when given one, and says so', async () => {
    const { user } = await renderSearch(work._id);
    await user.type(screen.getByRole('searchbox', { name: 'Search this collection' }), 'dinner');
    const hit = await screen.findByRole('link', { name: 'Standup' });
    expect(hit).toHaveAttribute('href', `/note/${standup._id}`);
    expect(within(results()).getAllByRole('listitem')).toHaveLength(1);
    expect(await searches()).toEqual([{ search: 'dinner', notesCollectionId: work._id }]);
  });
});
