// Proves /collections against the fake collections server: the collections with their item
// counts, adding one, renaming one, deleting one after a question that says how many items go,
// the empty state, and a failed fetch with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeCollection } from './fakeServer.testing';
import { bodies, collectionsServer, openApp, queries, recordsFixture } from './routes.testing';

const list = () => screen.getByRole('list', { name: 'Your collections' });

describe('/collections', { timeout: 20_000 }, () => {
  it('lists the collections with their item counts, each a link to its page', async () => {
    const { records, items } = recordsFixture();
    const books = fakeCollection('Books');
    await openApp('/collections', collectionsServer({ collections: [records, books], items }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    expect(document.title).toBe('Collections · Lifelog');
    const links = within(list()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Records3 items', 'Books0 items']);
    expect(links[0]).toHaveAttribute('href', `/collection/${records._id}`);
  });

  it('adds a collection by name', async () => {
    const fake = collectionsServer();
    const { user, toasts } = await openApp('/collections', fake);
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeVisible();
    expect(screen.getByText(/Name your first one below/)).toBeVisible();
    await user.type(screen.getByLabelText('New collection'), ' Plants ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(list()).findByRole('link', { name: /^Plants/ })).toBeVisible();
    expect(await bodies(fake.server, 'POST /collection')).toEqual([{ name: 'Plants' }]);
    expect(toasts).toContain('Added collection');
  });

  it('renames a collection in place', async () => {
    const { records, items } = recordsFixture();
    const fake = collectionsServer({ collections: [records], items });
    const { user, toasts } = await openApp('/collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Rename Records' }));
    const input = screen.getByLabelText('New name for Records');
    await user.clear(input);
    await user.type(input, 'LPs{Enter}');
    expect(await within(list()).findByRole('link', { name: /^LPs/ })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /collection')).toEqual([{ collectionId: records._id, name: 'LPs' }]);
    expect(toasts).toContain('Updated collection');
  });

  it('deletes a collection only after saying how many items go with it', async () => {
    const { records, items } = recordsFixture();
    const fake = collectionsServer({ collections: [records], items });
    const { user, toasts } = await openApp('/collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Records' }));
    expect(screen.getByText('Delete Records? Its items go too: 3 items.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await queries(fake.server, 'DELETE /collection')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Records' }));
    await user.click(screen.getByRole('button', { name: 'Delete Records' }));
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeVisible();
    expect(await queries(fake.server, 'DELETE /collection')).toEqual([{ collectionId: records._id }]);
    expect(fake.store.items).toEqual([]);
    expect(toasts).toContain('Deleted collection');
  });

  it('says when the collections cannot be fetched, and tries again', async () => {
    const { records } = recordsFixture();
    const fake = collectionsServer({ collections: [records] });
    const answer = fake.server.routes['GET /collection']!;
    fake.server.routes['GET /collection'] = () => refused(500, 'INTERNAL');
    const { user, toasts } = await openApp('/collections', fake);
    const failure = await screen.findByText('Could not get your collections.');
    expect(toasts).toContain('Could not get the collections');
    fake.server.routes['GET /collection'] = answer;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list()).getByRole('link', { name: /^Records/ })).toBeVisible());
  });
});
