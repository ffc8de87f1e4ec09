// Proves /storage-groups as a route of the app against the fake storage server, on a fixed clock:
// the places with their counts, what expires within a week (in words, soonest first), adding,
// renaming, deleting a place after saying what becomes of its items (moved, or deleted with it),
// a search across places linking to the items, "What can I cook?" with matched of total and the
// missing ingredients, and failures with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeRecipeSummary, fakeStorageGroup, fakeStorageItem } from './fakeServer.testing';
import { bodies, fixClock, inDays, openApp, queries, storageServer } from './routes.testing';

const places = () => screen.getByRole('list', { name: 'Your places' });
const rowTexts = (list: HTMLElement) => within(list).getAllByRole('listitem').map((row) => row.textContent);
/** Each place's link: its name and counts. */
const placeTexts = () => within(places()).getAllByRole('listitem').map((row) => within(row).getAllByRole('link')[0]!.textContent);

function seeded() {
  const freezer = fakeStorageGroup('Freezer');
  const pantry = fakeStorageGroup('Pantry');
  const items = [
    fakeStorageItem('Peas', freezer, { quantity: 500, unit: 'g', bestBefore: inDays(90) }),
    fakeStorageItem('Milk', pantry, { quantity: 1, unit: 'l', bestBefore: inDays(3) }),
    fakeStorageItem('Yoghurt', pantry, { bestBefore: inDays(-2) }),
    fakeStorageItem('Wheat flour', pantry, { quantity: 2, unit: 'kg', note: 'for bread' }),
  ];
  return { freezer, pantry, items };
}

describe('/storage-groups', () => {
  it('lists the places with their counts, and what expires within a week in words, soonest first', async () => {
    fixClock();
    const { freezer, pantry, items } = seeded();
    const fake = storageServer({ groups: [freezer, pantry], items });
    await openApp('/storage-groups', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    expect(document.title).toBe('Storage · Lifelog');
    expect(placeTexts()).toEqual(['Freezer1 item', 'Pantry3 items · 2 expiring soon']);
    expect(within(places()).getByRole('link', { name: /^Pantry/ })).toHaveAttribute('href', `/storage-group/${pantry._id}`);

    const expiring = screen.getByRole('list', { name: 'Expiring soon' });
    expect(rowTexts(expiring)).toEqual(['Yoghurtin Pantry · Best before Nov 24, 2026 Expired', 'Milkin Pantry · 1 l · Best before Nov 29, 2026 Expires in 3 days']);
    expect(within(expiring).getByRole('link', { name: /^Milk/ })).toHaveAttribute('href', `/storage-item/${items[1]!._id}`);
    // The client's today and a week after it went to the server.
    expect(await queries(fake.server, 'GET /storage-item')).toContainEqual({ expiringBy: '2026-12-03' });
    expect(await queries(fake.server, 'GET /storage-group')).toContainEqual({ date: '2026-11-26' });
  });

  it('explains places to a new user and adds one', async () => {
    const fake = storageServer();
    const { toasts, user } = await openApp('/storage-groups', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start with a place' })).toBeVisible();
    expect(screen.getByText(/A place is where things are kept/)).toBeVisible();
    await user.type(screen.getByLabelText('New place'), '  Freezer {Enter}');
    expect(await within(await screen.findByRole('list', { name: 'Your places' })).findByRole('link', { name: /^Freezer/ })).toBeVisible();
    expect(await bodies(fake.server, 'POST /storage-group')).toEqual([{ name: 'Freezer' }]);
    expect(toasts).toContain('Added storage group');
  });

  it('renames a place in its row', async () => {
    const { freezer, pantry, items } = seeded();
    const fake = storageServer({ groups: [freezer, pantry], items });
    const { toasts, user } = await openApp('/storage-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Rename Freezer' }));
    const field = screen.getByLabelText('New name for Freezer');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Chest freezer{Enter}');
    expect(await within(places()).findByRole('link', { name: /^Chest freezer/ })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /storage-group')).toEqual([{ storageGroupId: freezer._id, name: 'Chest freezer' }]);
    expect(toasts).toContain('Updated storage group');
  });

  it('deletes an empty place after asking', async () => {
    const empty = fakeStorageGroup('Garage');
    const fake = storageServer({ groups: [empty] });
    const { toasts, user } = await openApp('/storage-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Garage' }));
    expect(screen.getByText('Delete Garage? It holds no items.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Garage' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Start with a place' })).toBeVisible();
    expect(await queries(fake.server, 'DELETE /storage-group')).toEqual([{ storageGroupId: empty._id }]);
    expect(toasts).toContain('Deleted storage group');
  });

  it('moves a deleted place’s items to the place chosen', async () => {
    const { freezer, pantry, items } = seeded();
    const garage = fakeStorageGroup('Garage');
    const fake = storageServer({ groups: [freezer, pantry, garage], items });
    const { user } = await openApp('/storage-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Pantry' }));
    expect(screen.getByText('Delete Pantry? It holds 3 items: move them to another place, or delete them with it.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Move the items to another place' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Move them to'), 'Garage');
    await user.click(screen.getByRole('button', { name: 'Yes, delete Pantry' }));
    await waitFor(() => expect(placeTexts()).toEqual(['Freezer1 item', 'Garage3 items · 2 expiring soon']));
    expect(await queries(fake.server, 'DELETE /storage-group')).toEqual([{ storageGroupId: pantry._id, moveItemsTo: garage._id }]);
  });

  it('deletes a place’s items with it when asked to', async () => {
    const { freezer, pantry, items } = seeded();
    const fake = storageServer({ groups: [freezer, pantry], items });
    const { user } = await openApp('/storage-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Pantry' }));
    await user.click(screen.getByRole('radio', { name: 'Delete the items too' }));
    expect(screen.queryByLabelText('Move them to')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Pantry' }));
    await waitFor(() => expect(placeTexts()).toEqual(['Freezer1 item']));
    expect(await queries(fake.server, 'DELETE /storage-group')).toEqual([{ storageGroupId: pantry._id, deleteItems: 'true' }]);
    expect(fake.store.items.map((item) => item.name)).toEqual(['Peas']);
  });

  it('says the items go with the only place there is', async () => {
    const pantry = fakeStorageGroup('Pantry');
    const fake = storageServer({ groups: [pantry], items: [fakeStorageItem('Rice', pantry)] });
    const { user } = await openApp('/storage-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Pantry' }));
    expect(screen.getByText('Delete Pantry? Its 1 item is deleted with it.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Pantry' }));
    await waitFor(async () => expect(await queries(fake.server, 'DELETE /storage-group')).toEqual([{ storageGroupId: pantry._id, deleteItems: 'true' }]));
  });

  it('searches every place by name or note, with links to the items', async () => {
    fixClock();
    const { freezer, pantry, items } = seeded();
    const fake = storageServer({ groups: [freezer, pantry], items });
    const { user } = await openApp('/storage-groups', fake);
    const search = await screen.findByRole('search', { name: 'Search storage' });
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(within(search).getByText('Type a word to search for')).toBeVisible();

    await user.type(within(search).getByLabelText('Find an item in every place'), 'bread{Enter}');
    const found = await screen.findByRole('list', { name: 'Found items' });
    expect(rowTexts(found)).toEqual(['Wheat flourin Pantry · 2 kg ']);
    expect(within(found).getByRole('link', { name: /^Wheat flour/ })).toHaveAttribute('href', `/storage-item/${items[3]!._id}`);
    expect(await queries(fake.server, 'GET /storage-item')).toContainEqual({ search: 'bread' });

    await user.clear(within(search).getByLabelText('Find an item in every place'));
    await user.type(within(search).getByLabelText('Find an item in every place'), 'caviar{Enter}');
    expect(await screen.findByText('Nothing in storage matches “caviar”.')).toBeVisible();
  });

  it('lists what can be cooked, best match first, with what is missing', async () => {
    const pancakes = fakeRecipeSummary('Pancakes');
    const bread = fakeRecipeSummary('Bread');
    const fake = storageServer({
      cookable: [
        { recipe: bread, matched: 2, total: 2, missing: [] },
        { recipe: pancakes, matched: 2, total: 4, missing: ['3 eggs', '1 pinch salt'] },
      ],
    });
    await openApp('/storage-groups', fake);
    const cook = await screen.findByRole('list', { name: 'What can I cook?' });
    expect(rowTexts(cook)).toEqual(['Bread2 of 2 ingredients in storage', 'Pancakes2 of 4 ingredients in storage' + 'Missing: 3 eggs and 1 pinch salt']);
    expect(within(cook).getByRole('link', { name: /^Pancakes/ })).toHaveAttribute('href', `/recipe/${pancakes._id}`);
    expect(await queries(fake.server, 'GET /recipe')).toEqual([{ cookFromStorage: 'true' }]);
  });

  it('explains "What can I cook?" when no recipe matches', async () => {
    const fake = storageServer();
    await openApp('/storage-groups', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'What can I cook?' })).toBeVisible();
    expect(screen.getByText(/No recipe uses anything in storage yet/)).toBeVisible();
  });

  it('says when the places cannot be fetched, and tries again', async () => {
    const { freezer, pantry, items } = seeded();
    const fake = storageServer({ groups: [freezer, pantry], items });
    const real = fake.server.routes['GET /storage-group']!;
    fake.server.routes['GET /storage-group'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp('/storage-groups', fake);
    const failure = await screen.findByText('Your storage places could not be fetched.');
    await waitFor(() => expect(toasts).toContain('Could not get the storage groups'));
    fake.server.routes['GET /storage-group'] = real;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('list', { name: 'Your places' })).findByRole('link', { name: /^Freezer/ })).toBeVisible();
  });

  it('says when "What can I cook?" cannot be worked out, and tries again', async () => {
    const fake = storageServer({ cookable: [{ recipe: fakeRecipeSummary('Soup'), matched: 1, total: 3, missing: ['leek', 'stock'] }] });
    const real = fake.server.routes['GET /recipe']!;
    fake.server.routes['GET /recipe'] = () => refused(500, 'INTERNAL');
    const { user } = await openApp('/storage-groups', fake);
    const failure = await screen.findByText('The recipes could not be matched with storage.');
    fake.server.routes['GET /recipe'] = real;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('list', { name: 'What can I cook?' })).findByRole('link', { name: /^Soup/ })).toBeVisible();
  });
});

describe('/storage-groups export', () => {
  it('downloads the CSV under the name the server gives', async () => {
    const fake = storageServer({ groups: [fakeStorageGroup('Pantry')] });
    Object.assign(fake.server.routes, {
      'GET /storage-export': () =>
        new Response('\uFEFFPlace,Name\r\nPantry,Rice\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="storage-2026-11-28.csv"' } }),
    });
    const { user } = await openApp('/storage-groups', fake);
    const names: string[] = [];
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      expect(await screen.findByRole('heading', { level: 2, name: 'Export' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Download items (.csv)' }));
      await waitFor(() => expect(names).toEqual(['storage-2026-11-28.csv']));
      // Its column names come in the language the app speaks.
      const [call] = await fake.server.calls('GET /storage-export');
      expect(new URL(call!.request.url).searchParams.get('language')).toBe('en');
    } finally {
      clicks.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
