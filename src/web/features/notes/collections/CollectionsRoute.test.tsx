// Proves /notes-collections as a route of the app against the fake notes server: the collections
// with their note counts and links (the journal marked), the sidebar's list oldest first (spec
// §2), a new user's empty state with the name field ready, adding a collection (it opens on its
// edit page), the notes kept outside any collection, paged in the URL, and a failed fetch with
// Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../../testing/fakeServer';
import { fakeNote, fakeNotesCollection } from '../fakeServer.testing';
import { testUser } from '../../../testing/testUser';
import { bodies, notesServer, openApp, sidebarCollections } from './routes.testing';

const collectionsList = () => screen.getByRole('list', { name: 'Collections' });

describe('/notes-collections', () => {
  it('lists the collections with their note counts, marks the journal, and the sidebar lists them oldest first', async () => {
    const journal = fakeNotesCollection('Journal');
    const books = fakeNotesCollection('Books');
    const fake = notesServer(
      { collections: [books, journal], notes: [fakeNote('Monday', journal), fakeNote('Tuesday', journal), fakeNote('Dune', books)] },
      testUser({ preferences: { ...testUser().preferences, journalGroup: journal._id } }),
    );
    await openApp('/notes-collections', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    expect(document.title).toBe('Notes · Lifelog');
    const rows = within(collectionsList()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['JournalJournal2 notesEdit', 'Books1 noteEdit']);
    expect(within(rows[0]!).getByRole('link', { name: /^Journal/ })).toHaveAttribute('href', `/notes-collection/${journal._id}`);
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Books' })).toHaveAttribute('href', `/notes-collection/${books._id}/edit`);
    expect(screen.getByRole('link', { name: 'Contexts' })).toHaveAttribute('href', '/note-contexts');
    const sidebar = await sidebarCollections();
    expect(within(sidebar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Journal', `/notes-collection/${journal._id}`],
      ['Books', `/notes-collection/${books._id}`],
    ]);
    // Nothing was kept outside a collection: no such section.
    expect(screen.queryByRole('heading', { name: 'Notes outside any collection' })).toBeNull();
  });

  it('explains what a collection is to a new user, leaves the keys to the app, and opens a new one on its edit page', async () => {
    const fake = notesServer();
    const { app, toasts, user } = await openApp('/notes-collections', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start your first collection' })).toBeVisible();
    expect(screen.getByText(/a journal that asks “How did you sleep\?”/)).toBeVisible();
    const name = screen.getByLabelText('New collection');
    // No caret waiting in the field: Shift+. must still open the command line.
    expect(name).not.toHaveFocus();
    expect(within(await sidebarCollections()).getByText('No collections yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add collection' }));
    expect(screen.getByText('Give the collection a name')).toBeVisible();
    expect(await bodies(fake.server, 'POST /notes-collection')).toEqual([]);

    await user.type(name, '  Journal {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Journal' })).toBeVisible();
    expect(await bodies(fake.server, 'POST /notes-collection')).toEqual([{ name: 'Journal' }]);
    expect(app.router.state.location.pathname).toBe(`/notes-collection/${fake.store.collections[0]!._id}/edit`);
    expect(toasts).toContain('Added notes collection');
  });

  it('keeps the typed name when the collection cannot be added', async () => {
    const fake = notesServer({ collections: [fakeNotesCollection('Books')] });
    fake.server.routes['POST /notes-collection'] = () => refused(500, 'INTERNAL');
    const { app, toasts, user } = await openApp('/notes-collections', fake);
    await user.type(await screen.findByLabelText('New collection'), 'Journal{Enter}');
    await waitFor(() => expect(toasts).toContain('Could not add the notes collection'));
    expect(screen.getByLabelText('New collection')).toHaveValue('Journal');
    expect(app.router.state.location.pathname).toBe('/notes-collections');
  });

  it('lists the notes kept outside any collection, 20 a page, with the page in the URL', async () => {
    const kept = Array.from({ length: 21 }, (_, index) =>
      fakeNote(`Kept ${index + 1}`, null, { effectiveDate: `2026-02-${String(index + 1).padStart(2, '0')}` }),
    );
    const fake = notesServer({ collections: [fakeNotesCollection('Books')], notes: kept });
    const { app, user } = await openApp('/notes-collections', fake);
    const section = await screen.findByRole('region', { name: 'Notes outside any collection' });
    expect(within(section).getByText('Notes kept when their collection was deleted.')).toBeVisible();
    const links = within(within(section).getByRole('list', { name: 'Notes outside any collection' })).getAllByRole('link');
    expect(links).toHaveLength(20);
    // Newest date first.
    expect(links[0]).toHaveTextContent('Kept 21');
    expect(links[0]).toHaveAttribute('href', `/note/${kept[20]!._id}`);
    expect(within(section).getByText('Page 1 of 2')).toBeVisible();

    await user.click(within(section).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(within(section).getByText('Page 2 of 2')).toBeVisible());
    expect(app.router.state.location.search).toEqual({ page: 2 });
    expect(within(section).getAllByRole('link', { name: /^Kept/ }).map((link) => link.textContent)).toEqual(['Kept 1Feb 1, 20260 entries']);
    expect(within(section).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/notes-collections');
  });

  it('says when the collections cannot be fetched, and tries again', async () => {
    const fake = notesServer({ collections: [fakeNotesCollection('Books')] });
    const real = fake.server.routes['GET /notes-collection']!;
    fake.server.routes['GET /notes-collection'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp('/notes-collections', fake);
    expect(await screen.findByText('Your notes collections could not be fetched.')).toBeVisible();
    await waitFor(() => expect(toasts).toContain('Failed to fetch notes collection.'));
    fake.server.routes['GET /notes-collection'] = real;
    // (A failed call also raises the shell's offline banner, with its own Try again.)
    await user.click(within(screen.getByText('Your notes collections could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('list', { name: 'Collections' })).findByRole('link', { name: /^Books/ })).toBeVisible();
  });
});
